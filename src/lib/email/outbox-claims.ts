import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { unlessMissing, type OutboxEntry, type OutboxFiles } from './outbox-files';

/** A send gives up long before (SMTP timeouts); a claim left by an instance that stopped mid-send is freed after this. */
export const CLAIM_LEASE_MS = 5 * 60_000;

const CLAIMED_FILE = /^([A-Za-z0-9_-]{1,120})~(\d+)\.json$/;

/** Claims as atomic renames into `claimed/`: of two instances, exactly one succeeds. */
export function fileClaims<Message>(files: OutboxFiles<Message>) {
  const claimedDir = path.join(files.dir, 'claimed');
  return {
    /** Null when another instance holds the entry or it was sent. */
    async claim(key: string) {
      await mkdir(claimedDir, { recursive: true });
      const held = path.join(claimedDir, `${key}~${Date.now()}.json`);
      const taken = await unlessMissing(() => rename(files.entryPath(key), held).then(() => true), false);
      const entry = taken ? await files.readEntry(held) : null;
      if (!entry) return null;
      return {
        entry,
        done: () => files.remove(held),
        async putBack(next: OutboxEntry<Message>) {
          await files.writeEntry(key, next);
          await files.remove(held);
        },
      };
    },
    async recoverStale(now: number) {
      const names = await unlessMissing(() => readdir(claimedDir), [] as string[]);
      for (const name of names) {
        const [, key, claimedAt] = CLAIMED_FILE.exec(name) ?? [];
        if (!key || now - Number(claimedAt) < CLAIM_LEASE_MS) continue;
        await unlessMissing(() => rename(path.join(claimedDir, name), files.entryPath(key)), undefined);
      }
    },
  };
}

export type OutboxClaims<Message> = ReturnType<typeof fileClaims<Message>>;
