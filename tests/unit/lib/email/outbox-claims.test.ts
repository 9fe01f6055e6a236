import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS, fileClaims } from '@/lib/email/outbox-claims';
import { outboxFiles, type OutboxEntry, removeFilesOlderThan, writeDurably } from '@/lib/email/outbox-files';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Message = { id: string; text: string };

function entry(attempts = 0): OutboxEntry<Message> {
  return { message: { id: randomUUID(), text: 'Hi' }, attempts, nextAttemptAt: Date.now() };
}

/** Writes the entry under its message's id, as an outbox's owner does. */
const write = (files: ReturnType<typeof outboxFiles<Message>>, written: OutboxEntry<Message>) =>
  files.writeEntry(written.message.id, written);

describe('the outbox files', () => {
  it('keeps one whole entry per message and lists it, with no temporary file left', async () => {
    const files = outboxFiles<Message>(dir);
    const written = entry();
    await write(files, written);
    expect(await files.pendingKeys()).toEqual([written.message.id]);
    expect(await files.readEntry(files.entryPath(written.message.id))).toEqual(written);
    expect(readdirSync(dir)).toEqual([`${written.message.id}.json`]);
  });

  it('writes a file once only when asked to: of several writers, exactly one', async () => {
    const file = path.join(dir, 'once', 'key');
    const results = await Promise.all([1, 2, 3, 4].map((n) => writeDurably(file, String(n), { exclusive: true })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(readdirSync(path.dirname(file))).toEqual(['key']);
  });

  it('forgets files kept longer than asked, and keeps the others', async () => {
    const kept = path.join(dir, 'kept');
    await writeDurably(path.join(kept, 'old'), '');
    await writeDurably(path.join(kept, 'new'), '');
    const now = Date.now();
    utimesSync(path.join(kept, 'old'), new Date(now - 10_000), new Date(now - 10_000));
    await removeFilesOlderThan(kept, 5_000, now);
    expect(readdirSync(kept)).toEqual(['new']);
    await removeFilesOlderThan(path.join(dir, 'never'), 5_000, now);
  });

  it('lists nothing when the outbox was never written', async () => {
    expect(await outboxFiles<Message>(path.join(dir, 'never')).pendingKeys()).toEqual([]);
  });
});

describe('file claims (instances sharing the outbox directory, no Redis)', () => {
  it('lets exactly one of several claimers take an entry', async () => {
    const files = outboxFiles<Message>(dir);
    const written = entry();
    await write(files, written);
    // Four instances, each with its own claims over the same directory.
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => fileClaims(outboxFiles<Message>(dir)).claim(written.message.id)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results.find(Boolean)?.entry).toEqual(written);
    expect(await files.pendingKeys()).toEqual([]);
  });

  it('removes a sent entry for good, and puts back an unsent one for the next claim', async () => {
    const files = outboxFiles<Message>(dir);
    const claims = fileClaims(files);
    const [sent, unsent] = [entry(), entry()];
    await write(files, sent);
    await write(files, unsent);
    await (await claims.claim(sent.message.id))?.done();
    const later = { ...unsent, attempts: 1, nextAttemptAt: Date.now() + 2_000 };
    await (await claims.claim(unsent.message.id))?.putBack(later);
    expect(await files.pendingKeys()).toEqual([unsent.message.id]);
    expect(await claims.claim(sent.message.id)).toBeNull();
    expect((await claims.claim(unsent.message.id))?.entry).toEqual(later);
  });

  it('gives an entry claimed by an instance that stopped back to the outbox once the lease is over, not before', async () => {
    const files = outboxFiles<Message>(dir);
    const claims = fileClaims(files);
    const written = entry();
    await write(files, written);
    expect(await claims.claim(written.message.id)).not.toBeNull();
    await claims.recoverStale(Date.now() + CLAIM_LEASE_MS - 10_000);
    expect(await files.pendingKeys()).toEqual([]);
    await claims.recoverStale(Date.now() + CLAIM_LEASE_MS + 1_000);
    expect(await files.pendingKeys()).toEqual([written.message.id]);
    expect((await claims.claim(written.message.id))?.entry).toEqual(written);
  });
});
