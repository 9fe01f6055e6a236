import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { unlessMissing, type OutboxEntry, type OutboxFiles } from './outbox-files';

/**
 * How long a claim holds. A send gives up long before (SMTP timeouts in smtp.ts); an instance that stopped while sending leaves its claim, and after this long another instance may take the entry.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** An entry this process holds: nobody else sends it until it is done or put back. */
export type ClaimedEntry<Message> = {
  entry: OutboxEntry<Message>;
  /** Sent: the entry leaves the outbox. */
  done(): Promise<void>;
  /** Not sent: the entry goes back to the outbox as `next`, for anyone to claim when it is due. */
  putBack(next: OutboxEntry<Message>): Promise<void>;
};

export type OutboxClaims<Message> = {
  /** The entry named `key`, held by this process; null when another holds it or it was sent. */
  claim(key: string): Promise<ClaimedEntry<Message> | null>;
  /** Frees claims left by an instance that stopped mid-send, once their lease is over. */
  recoverStale(now: number): Promise<void>;
};

const CLAIMED_FILE = /^([A-Za-z0-9_-]{1,120})~(\d+)\.json$/;

/** Claims as atomic renames into `claimed/`, for instances sharing the directory but no Redis: of two, exactly one succeeds. */
export function fileClaims<Message>(files: OutboxFiles<Message>): OutboxClaims<Message> {
  const claimedDir = path.join(files.dir, 'claimed');
  return {
    async claim(key) {
      await mkdir(claimedDir, { recursive: true });
      const held = path.join(claimedDir, `${key}~${Date.now()}.json`);
      const taken = await unlessMissing(() => rename(files.entryPath(key), held).then(() => true), false);
      const entry = taken ? await files.readEntry(held) : null;
      if (!entry) return null;
      return {
        entry,
        done: () => files.remove(held),
        async putBack(next) {
          await files.writeEntry(key, next);
          await files.remove(held);
        },
      };
    },
    async recoverStale(now) {
      const names = await unlessMissing(() => readdir(claimedDir), [] as string[]);
      for (const name of names) {
        const [, key, claimedAt] = CLAIMED_FILE.exec(name) ?? [];
        if (!key || now - Number(claimedAt) < CLAIM_LEASE_MS) continue;
        await unlessMissing(() => rename(path.join(claimedDir, name), files.entryPath(key)), undefined);
      }
    },
  };
}
