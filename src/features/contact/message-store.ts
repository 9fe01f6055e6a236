import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sanityClient } from '@/lib/sanity/client';
import { usesContentLake } from '@/lib/sanity/env';
import type { ContactMessage } from './contact-schema';
import { dataDir } from '@/lib/data-dir';
import { writeSynced } from '@/lib/email/outbox-files';
import { contactMessageDocument } from './message-document';

export type StoredContactMessage = ContactMessage & { id: string; receivedAt: string };

let appendQueue: Promise<unknown> = Promise.resolve();

/** One JSON line per message, appended and fsynced before we answer; appends run one at a time. */
function appendDurably(line: string): Promise<void> {
  const write = appendQueue.then(() => writeSynced(path.join(dataDir(), 'contact-messages.jsonl'), line, 'a'));
  appendQueue = write.catch(() => undefined);
  return write;
}

/** A private `contactMessage` document in Sanity when a write token is configured, else the local JSON-lines file. */
export async function storeContactMessage(message: ContactMessage): Promise<StoredContactMessage> {
  const stored: StoredContactMessage = { id: randomUUID(), receivedAt: new Date().toISOString(), ...message };
  const writeToken = process.env.SANITY_API_WRITE_TOKEN;
  if (usesContentLake && writeToken) {
    await sanityClient
      .withConfig({ token: writeToken })
      .create(contactMessageDocument(stored.id, stored.receivedAt, message));
  } else {
    await appendDurably(`${JSON.stringify(stored)}\n`);
  }
  return stored;
}
