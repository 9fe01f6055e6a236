import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { RedisClientType } from '@redis/client';
import { unlessMissing, type OutboxEntry, type OutboxFiles } from './outbox-files';

/**
 * How long a claim holds. A send gives up long before (SMTP timeouts in notifier.ts); an instance that stopped while sending leaves its claim, and after this long another instance may take the entry.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** An entry this process holds: nobody else sends it until it is done or put back. */
export type ClaimedEntry = {
  entry: OutboxEntry;
  /** Sent: the entry leaves the outbox. */
  done(): Promise<void>;
  /** Not sent: the entry goes back to the outbox as `next`, for anyone to claim when it is due. */
  putBack(next: OutboxEntry): Promise<void>;
};

export type OutboxClaims = {
  /** The entry for message `id`, held by this process; null when another holds it or it was sent. */
  claim(id: string): Promise<ClaimedEntry | null>;
  /** Frees claims left by an instance that stopped mid-send, once their lease is over. */
  recoverStale(now: number): Promise<void>;
};

const CLAIMED_FILE = /^([0-9a-f-]{36})~(\d+)\.json$/;

/** Claims as atomic renames into `claimed/`, for instances sharing the directory but no Redis: of two, exactly one succeeds. */
export function fileClaims(files: OutboxFiles): OutboxClaims {
  const claimedDir = path.join(files.dir, 'claimed');
  return {
    async claim(id) {
      await mkdir(claimedDir, { recursive: true });
      const held = path.join(claimedDir, `${id}~${Date.now()}.json`);
      const taken = await unlessMissing(() => rename(files.entryPath(id), held).then(() => true), false);
      const entry = taken ? await files.readEntry(held) : null;
      if (!entry) return null;
      return {
        entry,
        done: () => files.remove(held),
        async putBack(next) {
          await files.writeEntry(next);
          await files.remove(held);
        },
      };
    },
    async recoverStale(now) {
      const names = await unlessMissing(() => readdir(claimedDir), [] as string[]);
      for (const name of names) {
        const [, id, claimedAt] = CLAIMED_FILE.exec(name) ?? [];
        if (!id || now - Number(claimedAt) < CLAIM_LEASE_MS) continue;
        await unlessMissing(() => rename(path.join(claimedDir, name), files.entryPath(id)), undefined);
      }
    },
  };
}

export const CLAIM_KEY_PREFIX = 'helpa:contact-outbox:';

// Deletes the claim only if this process still holds it (its lease may have ended and passed on).
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Claims in Redis (SET NX, the lease as expiry); a sent entry's claim is left to expire, so nobody sends it again meanwhile. */
export function redisClaims(files: OutboxFiles, getClient: () => Promise<RedisClientType>): OutboxClaims {
  return {
    async claim(id) {
      const client = await getClient();
      const key = CLAIM_KEY_PREFIX + id;
      const token = randomUUID();
      if ((await client.set(key, token, { condition: 'NX', expiration: { type: 'PX', value: CLAIM_LEASE_MS } })) !== 'OK') return null;
      const release = () => client.eval(RELEASE_SCRIPT, { keys: [key], arguments: [token] });
      const entry = await files.readEntry(files.entryPath(id));
      if (!entry) {
        await release();
        return null;
      }
      return {
        entry,
        done: () => files.remove(files.entryPath(id)),
        async putBack(next) {
          await files.writeEntry(next);
          await release();
        },
      };
    },
    // A claim in Redis ends by itself when its lease expires.
    recoverStale: () => Promise.resolve(),
  };
}
