// @ts-check
// When each cache tag was last revalidated, per process and, with Redis, shared by every instance (plain JavaScript: cache-handler.mjs imports it as is).

/** Revalidation times are kept this long after the last one; entries live at most a week too. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;

/**
 * @typedef {import('@redis/client').RedisClientType} RedisClient
 * @typedef {import('../redis/breaker.mjs').Breaker} Breaker
 * @typedef {{ client: RedisClient, breaker: Breaker, key: string }} SharedClock
 */

/**
 * `latest` also reads this process's own notes, so a Redis outage never forgets a publish this instance received.
 * @param {SharedClock} [shared]
 */
export function createTagClock(shared) {
  /** @type {Map<string, number>} */
  const local = new Map();

  return {
    /** @param {string} tag @param {number} at */
    async record(tag, at) {
      local.set(tag, Math.max(at, local.get(tag) ?? 0));
      if (!shared) return;
      const { client, breaker, key } = shared;
      await breaker.run(() => client.multi().hSet(key, tag, String(at)).expire(key, KEEP_SECONDS).exec());
    },
    /** @param {readonly string[]} tags */
    async latest(tags) {
      let newest = 0;
      for (const tag of tags) newest = Math.max(newest, local.get(tag) ?? 0);
      if (!shared || tags.length === 0) return newest;
      const { client, breaker, key } = shared;
      try {
        const times = await breaker.run(() => client.hmGet(key, [...tags]));
        for (const time of times) newest = Math.max(newest, Number(time) || 0);
      } catch {
        // Redis does not answer: this instance's own notes are what is known.
      }
      return newest;
    },
  };
}
