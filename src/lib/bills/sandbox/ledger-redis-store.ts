import type { RedisClientType } from '@redis/client';
import { redisBreaker } from '@/lib/redis/connection';
import type { LedgerEntry, LedgerStore } from './ledger-store';

export const LEDGER_KEY_PREFIX = 'helpa:sandbox-payment:';
/** A sandbox payment is kept a day: long enough for any retry or requery of it. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Keeps the entry unless the key has one; answers nil when kept, else the entry already there. */
const CLAIM_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('GET', KEYS[1])
`;

function parse(stored: unknown): LedgerEntry | undefined {
  return typeof stored === 'string' ? (JSON.parse(stored) as LedgerEntry) : undefined;
}

/** Shared by every instance, so a request id is paid once; without Redis the route answers 503 rather than risk paying twice from one instance's memory. */
export function createRedisLedgerStore(
  getClient: () => Promise<RedisClientType>,
  prefix = LEDGER_KEY_PREFIX,
): LedgerStore {
  async function call<T>(command: (client: RedisClientType) => Promise<T>): Promise<T> {
    const client = await getClient();
    return redisBreaker(client).run(() => command(client));
  }
  return {
    async claim(requestId, entry) {
      const kept = await call((client) =>
        client.eval(CLAIM_SCRIPT, { keys: [prefix + requestId], arguments: [JSON.stringify(entry), String(KEEP_MS)] }),
      );
      return parse(kept);
    },
    async find(requestId) {
      return parse(await call((client) => client.get(prefix + requestId)));
    },
    async count(name) {
      const key = prefix + name;
      const [count] = await call((client) => client.multi().incr(key).pExpire(key, KEEP_MS).exec());
      return Number(count);
    },
  };
}
