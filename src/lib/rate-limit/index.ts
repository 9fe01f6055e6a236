import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from '@redis/client';
import { readyRedisClient, redisBreaker } from '@/lib/redis/connection';
import { addressKey } from './address-key';
import { metrics } from '@/lib/observability/metrics';

type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt by `key` (an IPv6 address counts as its /64). */
  consume(key: string): Promise<RateLimitResult>;
}

type RateLimiterOptions = {
  name: string;
  limit: number;
  /** Whole seconds (Redis expires keys by the second). */
  windowMs: number;
  /** '' counts in this process's memory. Default: REDIS_URL, read at the first attempt. */
  redisUrl?: string;
};

export const REDIS_KEY_PREFIX = 'helpa:rate-limit:';

/** Each `eval` goes through the breaker; a failure counts in the insurance limiter's memory. */
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

/** A fixed-window limit: `limit` attempts per key per `windowMs`, counted in Redis when there is one, else in memory. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter & {
  /** Counts nothing. */
  check(key: string): Promise<RateLimitResult>;
  /** Gives back one attempt `consume` counted. */
  refund(key: string): Promise<void>;
} {
  const { name, limit, windowMs } = options;
  if (!/^[\w.-]+$/.test(name))
    throw new Error(`Rate limiter name must be letters, digits, _ . or -: ${JSON.stringify(name)}`);
  if (!(limit > 0) || !(windowMs >= 1000) || windowMs % 1000 !== 0)
    throw new Error(`Rate limiter "${name}" needs a positive limit and a window of whole seconds.`);
  // Made at the first attempt, so at run time, never at build.
  let limiter: Promise<RateLimiterAbstract> | undefined;
  const store = () => (limiter ??= createLimiter(options));
  const refused = (result: RateLimiterRes): RateLimitResult => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
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
