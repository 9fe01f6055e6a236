import type { RedisClientType } from '@redis/client';
import { redisBreaker } from '@/lib/redis/connection.mjs';
import type { RateLimitStore, WindowCount } from './store';

/**
 * One atomic step: count the attempt, start the window's expiry with the first attempt (also if a
 * key somehow lost it), answer the count and the milliseconds left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export const REDIS_KEY_PREFIX = 'helpa:rate-limit:';

/**
 * Counts in Redis, so every instance that shares the server shares the count. `getClient` is called
 * for each attempt (the client connects lazily); a failing, unreachable or frozen Redis rejects
 * (within the breaker's bound, at once while it is open), and the caller decides what to do (see
 * `withFallback`).
 */
export function createRedisStore(getClient: () => Promise<RedisClientType>, prefix = REDIS_KEY_PREFIX): RateLimitStore {
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const client = await getClient();
      const reply = await redisBreaker(client).run(() => client.eval(HIT_SCRIPT, { keys: [prefix + key], arguments: [String(Math.max(1, Math.round(windowMs)))] }));
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
        throw new Error(`Unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
      }
      return { count: reply[0], resetInMs: reply[1] };
    },
  };
}

/**
 * Uses `primary` (Redis) while it answers and `fallback` (memory) when it does not, so an outage never
 * turns into errors for visitors: the limit then holds per instance. Logs once when the fallback starts
 * and once when the primary is back.
 */
export function withFallback(primary: RateLimitStore, fallback: RateLimitStore, name = 'rate-limit'): RateLimitStore {
  let fallingBack = false;
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      try {
        const counted = await primary.hit(key, windowMs);
        if (fallingBack) {
          fallingBack = false;
          console.info(`[${name}] counting in Redis again.`);
        }
        return counted;
      } catch (error) {
        if (!fallingBack) {
          fallingBack = true;
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(`[${name}] Redis did not answer (${reason}): counting in this instance's memory until it does.`);
        }
        return fallback.hit(key, windowMs);
      }
    },
  };
}
