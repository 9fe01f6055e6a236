import { randomBytes } from 'node:crypto';
import { readyRedisClient, redisBreaker } from '@/lib/redis/connection';

/** Where instances sharing REDIS_URL keep the one secret the first of them made (never expires). */
export const SHARED_SECRET_KEY = 'helpa:sandbox-xsrf-secret';

const generated = randomBytes(32).toString('hex');
let shared: Promise<string> | undefined;

async function secretInRedis(url: string): Promise<string> {
  const client = await readyRedisClient(url);
  return redisBreaker(client).run(async () => {
    await client.set(SHARED_SECRET_KEY, randomBytes(32).toString('hex'), { condition: 'NX' });
    const secret = await client.get(SHARED_SECRET_KEY);
    if (!secret) throw new Error(`${SHARED_SECRET_KEY} vanished from Redis as it was made.`);
    return secret;
  });
}

/** Signs the XSRF tokens: SANDBOX_XSRF_SECRET, else one kept in Redis (REDIS_URL) so every instance accepts the others' tokens, else one per process; rejects while Redis does not answer. */
export function sandboxSecret(): Promise<string> {
  const configured = process.env.SANDBOX_XSRF_SECRET;
  if (configured) return Promise.resolve(configured);
  const url = process.env.REDIS_URL;
  if (!url) return Promise.resolve(generated);
  shared ??= secretInRedis(url).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
