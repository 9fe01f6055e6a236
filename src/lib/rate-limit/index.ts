import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from '@redis/client';
import { readyRedisClient, redisBreaker } from '@/lib/redis/connection';
import { addressKey } from './address-key';
import { metrics } from '@/lib/observability/metrics';

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt by `key` (e.g. the client's address; an IPv6 address counts as its /64); `ok: false` once it is over the limit. */
  consume(key: string): Promise<RateLimitResult>;
}

/** A limiter that also answers without counting, and gives back an attempt that turned out not to count (a message that could not be stored). */
export interface CountingRateLimiter extends RateLimiter {
  /** Whether one more attempt by `key` would be allowed now; counts nothing. */
  check(key: string): Promise<RateLimitResult>;
  /** Gives back one attempt `consume` counted. */
  refund(key: string): Promise<void>;
}

export type RateLimiterOptions = {
  /** Names the limit; keys of different limiters never mix. */
  name: string;
  /** Attempts allowed per key and window. */
  limit: number;
  /** The fixed window, in whole seconds' worth of milliseconds (Redis expires keys by the second). */
  windowMs: number;
  /** Where to count: a Redis URL, or '' for this process's memory. Default: REDIS_URL, read at the first attempt. */
  redisUrl?: string;
};

/** Keys in Redis: `helpa:rate-limit:<name>:<key>`, shared by every instance on the same server. */
export const REDIS_KEY_PREFIX = 'helpa:rate-limit:';

/** Each `eval` goes through the breaker, so a frozen Redis costs at most its bound; a failure counts in the insurance limiter's memory. */
function boundedStoreClient(client: RedisClientType) {
  const breaker = redisBreaker(client);
  return {
    get isReady() {
      return client.isReady;
    },
    eval: (script: string, options: { keys: string[]; arguments: string[] }) =>
      breaker.run(() => client.eval(script, options)),
  };
}

async function createLimiter({
  name,
  limit,
  windowMs,
  redisUrl = process.env.REDIS_URL ?? '',
}: RateLimiterOptions): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: `${REDIS_KEY_PREFIX}${name}`, points: limit, duration: windowMs / 1000 };
  const memory = new RateLimiterMemory(options);
  if (!redisUrl) return memory;
  const client = await readyRedisClient(redisUrl);
  return new RateLimiterRedis({
    ...options,
    storeClient: boundedStoreClient(client),
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * A fixed-window limit on rate-limiter-flexible: `limit` attempts per key per `windowMs`, then
 * `retryAfterSeconds` until the window ends (for a 429's Retry-After). Counted in Redis when REDIS_URL
 * is set (every instance shares the count; this process's memory while Redis fails), else in memory.
 *
 * ```ts
 * const limiter = createRateLimiter({ name: 'contact', limit: 5, windowMs: 10 * 60_000 });
 * const result = await limiter.consume(ip);
 * if (!result.ok) return tooManyRequests(result.retryAfterSeconds);
 * ```
 */
export function createRateLimiter(options: RateLimiterOptions): CountingRateLimiter {
  const { name, limit, windowMs } = options;
  if (!/^[\w.-]+$/.test(name))
    throw new Error(`Rate limiter name must be letters, digits, _ . or -: ${JSON.stringify(name)}`);
  if (!(limit > 0) || !(windowMs >= 1000) || windowMs % 1000 !== 0)
    throw new Error(`Rate limiter "${name}" needs a positive limit and a window of whole seconds.`);
  // Made at the first attempt, so at run time (REDIS_URL is an operator's setting), never at build.
  let limiter: Promise<RateLimiterAbstract> | undefined;
  const store = () => (limiter ??= createLimiter(options));
  const refused = (result: RateLimiterRes): RateLimitResult => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
  /** Adds `points` to the key's count (0: reads it), as one atomic step in the store. */
  const count = async (key: string, points: number): Promise<RateLimiterRes> => {
    try {
      return await (await store()).consume(addressKey(key), points);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return refusal;
    }
  };
  return {
    async consume(key) {
      const result = await count(key, 1);
      if (result.consumedPoints <= limit) return { ok: true };
      metrics().rateLimited.inc({ limiter: name });
      return refused(result);
    },
    async check(key) {
      const result = await count(key, 0);
      return result.consumedPoints >= limit ? refused(result) : { ok: true };
    },
    async refund(key) {
      await (await store()).reward(addressKey(key), 1);
    },
  };
}
