import type { RedisClientType } from '@redis/client';
import type { Breaker } from '../redis/breaker.ts';

/** Entries live at most a week too. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;

type SharedClock = { client: RedisClientType; breaker: Breaker; key: string };

export type TagClock = {
  /** Rejects when Redis does not answer. */
  record(tag: string, at: number): Promise<void>;
  latest(tags: readonly string[]): Promise<number>;
};

/** Also reads this process's own notes, so a Redis outage never forgets a publish this instance received. */
export function createTagClock(shared?: SharedClock): TagClock {
  const local = new Map<string, number>();

  return {
    async record(tag, at) {
      local.set(tag, Math.max(at, local.get(tag) ?? 0));
      if (!shared) return;
      const { client, breaker, key } = shared;
      await breaker.run(() => client.multi().hSet(key, tag, String(at)).expire(key, KEEP_SECONDS).exec());
    },
    async latest(tags) {
      let newest = Math.max(0, ...tags.map((tag) => local.get(tag) ?? 0));
      if (!shared || tags.length === 0) return newest;
      const { client, breaker, key } = shared;
      try {
        const times = await breaker.run(() => client.hmGet(key, [...tags]));
        for (const time of times) newest = Math.max(newest, Number(time) || 0);
      } catch {
        // This instance's own notes are what is known.
      }
      return newest;
    },
  };
}
