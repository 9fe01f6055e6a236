import 'server-only';
import { createHash } from 'node:crypto';
import type { RedisClientType } from '@redis/client';
import { readyRedisClient, redisBreaker } from '@/lib/redis/connection.mjs';
import { log } from '@/lib/observability/log.mjs';

/** Applied deliveries, keyed on Sanity's idempotency key (the same on its retries) and the signature (which a replay cannot change). */
export interface DeliveryLog {
  /** Claims every key for one delivery; false (nothing claimed) when any was claimed before. */
  claim(keys: string[]): Promise<boolean>;
  /** Gives the keys back: the delivery was not applied, and Sanity's retry of it must be. */
  release(keys: string[]): Promise<void>;
}

/** Sanity retries a delivery for hours; a signature is accepted for 5 minutes either side. Kept a day. */
export const DELIVERY_KEEP_MS = 24 * 60 * 60 * 1000;
export const REDIS_DELIVERY_PREFIX = 'helpa:webhook-delivery:';
const MEMORY_SWEEP_SIZE = 10_000;

/** A key of bounded size for any header value. */
export function deliveryKey(kind: 'idempotency' | 'signature', value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('hex')}`;
}

/** One server's memory: right without REDIS_URL, and while Redis does not answer. */
export function createMemoryDeliveryLog(now: () => number = Date.now, keepMs = DELIVERY_KEEP_MS): DeliveryLog {
  const claimed = new Map<string, number>();
  const live = (key: string) => (claimed.get(key) ?? 0) > now();
  return {
    claim(keys) {
      if (keys.some(live)) return Promise.resolve(false);
      if (claimed.size > MEMORY_SWEEP_SIZE) for (const [key, until] of claimed) if (until <= now()) claimed.delete(key);
      for (const key of keys) claimed.set(key, now() + keepMs);
      return Promise.resolve(true);
    },
    release(keys) {
      for (const key of keys) claimed.delete(key);
      return Promise.resolve();
    },
  };
}

/** All or nothing: no key set if any exists. */
const CLAIM_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('SET', key, '1', 'PX', ARGV[1])
end
return 1
`;

/** Shared by every instance that uses the same Redis: a delivery applied by one is refused by all. */
export function createRedisDeliveryLog(getClient: () => Promise<RedisClientType>, keepMs = DELIVERY_KEEP_MS, prefix = REDIS_DELIVERY_PREFIX): DeliveryLog {
  return {
    async claim(keys) {
      const client = await getClient();
      const reply = await redisBreaker(client).run(() => client.eval(CLAIM_SCRIPT, { keys: keys.map((key) => prefix + key), arguments: [String(keepMs)] }));
      return reply === 1;
    },
    async release(keys) {
      const client = await getClient();
      await redisBreaker(client).run(() => client.del(keys.map((key) => prefix + key)));
    },
  };
}

/** `shared` while it answers, else this server's memory (logged once per outage): deliveries are never refused for Redis's sake. */
export function withMemoryFallback(shared: DeliveryLog, memory: DeliveryLog): DeliveryLog {
  let fallingBack = false;
  async function attempt<T>(operation: (log: DeliveryLog) => Promise<T>): Promise<T> {
    try {
      const result = await operation(shared);
      if (fallingBack) log.info({ event: 'webhook' }, '[revalidate] webhook deliveries are checked in Redis again.');
      fallingBack = false;
      return result;
    } catch (error) {
      if (!fallingBack)
        log.warn(
          { event: 'webhook', err: error },
          `[revalidate] Redis did not answer (${error instanceof Error ? error.message : String(error)}): webhook deliveries are checked in this instance's memory until it does.`,
        );
      fallingBack = true;
      return operation(memory);
    }
  }
  return { claim: (keys) => attempt((log) => log.claim(keys)), release: (keys) => attempt((log) => log.release(keys)) };
}

let processLog: DeliveryLog | undefined;

/** This server's log, chosen at the first delivery (run time): Redis when REDIS_URL is set, else memory. */
export function webhookDeliveries(): DeliveryLog {
  if (processLog) return processLog;
  const memory = createMemoryDeliveryLog();
  const url = process.env.REDIS_URL;
  processLog = url
    ? withMemoryFallback(
        createRedisDeliveryLog(() => readyRedisClient(url)),
        memory,
      )
    : memory;
  return processLog;
}
