import { readyRedisClient } from '@/lib/redis/connection.mjs';
import { addressKey } from './address-key';
import { createMemoryStore } from './memory-store';
import { createRedisStore, withFallback } from './redis-store';
import type { RateLimitStore } from './store';

export type { RateLimitStore, WindowCount } from './store';

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one attempt by `key` (e.g. the client's address; an IPv6 address counts as its /64);
   * `ok: false` once it is over the limit.
   */
  consume(key: string): Promise<RateLimitResult>;
}

export type RateLimiterOptions = {
  /** Names the limit; keys of different limiters never mix. */
  name: string;
  /** Attempts allowed per key and window. */
  limit: number;
  /** The fixed window, in milliseconds. */
  windowMs: number;
  /** Where to count. Default: Redis when REDIS_URL is set (memory while it is unreachable), else memory. */
  store?: RateLimitStore;
};

/**
 * The store for this server, chosen when the first attempt is counted (so at run time, never at build):
 * with REDIS_URL every instance counts in the same Redis, without it each counts in its own memory.
 */
function defaultStore(name: string): RateLimitStore {
  const memory = createMemoryStore();
  const url = process.env.REDIS_URL;
  if (!url) return memory;
  return withFallback(
    createRedisStore(() => readyRedisClient(url)),
    memory,
    `rate-limit:${name}`,
  );
}

/**
 * A fixed-window limit: `limit` attempts per key per `windowMs`, then `retryAfterSeconds` until the
 * window ends (for a 429's Retry-After).
 *
 * ```ts
 * const limiter = createRateLimiter({ name: 'contact', limit: 5, windowMs: 10 * 60_000 });
 * const result = await limiter.consume(ip);
 * if (!result.ok) return tooManyRequests(result.retryAfterSeconds);
 * ```
 */
export function createRateLimiter({ name, limit, windowMs, store }: RateLimiterOptions): RateLimiter {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Rate limiter name must be letters, digits, _ . or -: ${JSON.stringify(name)}`);
  if (!(limit > 0) || !(windowMs > 0)) throw new Error(`Rate limiter "${name}" needs a positive limit and window.`);
  let resolved = store;
  return {
    async consume(key: string): Promise<RateLimitResult> {
      resolved ??= defaultStore(name);
      const { count, resetInMs } = await resolved.hit(`${name}:${addressKey(key)}`, windowMs);
      if (count <= limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    },
  };
}
