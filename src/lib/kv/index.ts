import { processGlobal } from '@/lib/process-global';
import { readyRedisClient } from '@/lib/redis/connection';
import { withMemoryFallback } from './fallback-store';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { KeyValueStore } from './store';

export type { KeyValueStore } from './store';

/** Redis under `prefix` when REDIS_URL is set (read at run time), else memory; `what` is a plural for logs ("contact drafts"). */
export function keyValueStore(what: string, { prefix, capacity }: { prefix: string; capacity: number }): KeyValueStore {
  // A route that writes a key and a page that reads it are bundled apart, and must share one memory.
  const stores = processGlobal('helpa.kv.stores', () => new Map<string, KeyValueStore>());
  const url = process.env.REDIS_URL || undefined;
  const name = `${what}|${url ?? ''}`;
  const known = stores.get(name);
  if (known) return known;
  const memory = createMemoryStore({ capacity });
  const store = url
    ? withMemoryFallback(
        createRedisStore(() => readyRedisClient(url), prefix),
        memory,
        what,
      )
    : memory;
  stores.set(name, store);
  return store;
}
