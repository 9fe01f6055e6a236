import type { RedisClientType } from '@redis/client';
import { redisBreaker } from '@/lib/redis/connection';
import type { KeyValueStore } from './store';

const CLAIM_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
end
return 1
`;

export function createRedisStore(getClient: () => Promise<RedisClientType>, prefix: string): KeyValueStore {
  async function call<T>(command: (client: RedisClientType) => Promise<T>): Promise<T> {
    const client = await getClient();
    return redisBreaker(client).run(() => command(client));
  }
  return {
    get: (key) => call((client) => client.get(prefix + key)),
    async set(key, value, ttlMs) {
      await call((client) => client.set(prefix + key, value, { expiration: { type: 'PX', value: ttlMs } }));
    },
    async claim(keys, value, ttlMs) {
      const reply = await call((client) =>
        client.eval(CLAIM_SCRIPT, { keys: keys.map((key) => prefix + key), arguments: [value, String(ttlMs)] }),
      );
      return reply === 1;
    },
    async delete(keys) {
      await call((client) => client.del(keys.map((key) => prefix + key)));
    },
  };
}
