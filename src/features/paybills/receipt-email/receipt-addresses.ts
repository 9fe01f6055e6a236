import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { REQUEST_ID_PATTERN } from '@/lib/bills/site';
import { withSiteNames } from '@/lib/bills/translate';
import { removeFilesOlderThan, unlessMissing, writeDurably } from '@/lib/email/outbox-files';

// The email the payer typed (the browser never keeps it), one file per payment, shared by the outbox's instances.
export const KEEP_DAYS = 90;
const DAY_MS = 86_400_000;

const addressSchema = v.object({ email: v.string(), account: v.string(), serviceId: v.string(), at: v.number() });

export type ReceiptAddress = v.InferOutput<typeof addressSchema>;

export function receiptAddresses(dir: string) {
  const file = (requestId: string) => (REQUEST_ID_PATTERN.test(requestId) ? path.join(dir, `${requestId}.json`) : null);
  let prunedAt = 0;

  async function prune(now: number): Promise<void> {
    if (now - prunedAt < DAY_MS) return;
    prunedAt = now;
    await removeFilesOlderThan(dir, KEEP_DAYS * DAY_MS, now);
  }

  return {
    /** The first Pay request of an id counts (a repeat of it says the same). */
    async remember(requestId: string, address: ReceiptAddress): Promise<void> {
      const target = file(requestId);
      if (!target) return;
      await writeDurably(target, JSON.stringify(address), { exclusive: true });
      await prune(address.at);
    },
    async find(requestId: string): Promise<ReceiptAddress | null> {
      const target = file(requestId);
      if (!target) return null;
      const text = await unlessMissing(() => readFile(target, 'utf8'), null);
      if (text === null) return null;
      try {
        const parsed = v.safeParse(addressSchema, withSiteNames(JSON.parse(text)));
        return parsed.success ? parsed.output : null;
      } catch {
        return null;
      }
    },
  };
}
