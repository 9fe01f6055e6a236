import { log, reasonOf } from '@/lib/observability/log';
import type { KeyValueStore } from './store';

/** `shared` while it answers, else `memory`, which is still read from afterwards: nothing is refused for Redis's sake. */
export function withMemoryFallback(shared: KeyValueStore, memory: KeyValueStore, what: string): KeyValueStore {
  let fallingBack = false;
  async function attempt<T>(operation: (store: KeyValueStore) => Promise<T>): Promise<T> {
    try {
      const result = await operation(shared);
      if (fallingBack) log.info({ event: 'redis-fallback', what }, `[redis] ${what} are kept in Redis again.`);
      fallingBack = false;
      return result;
    } catch (error) {
      if (!fallingBack)
        log.warn(
          { event: 'redis-fallback', what, err: error },
          `[redis] Redis did not answer (${reasonOf(error)}): ${what} are kept in this instance's memory until it does.`,
        );
      fallingBack = true;
      return operation(memory);
    }
  }
  return {
    get: async (key) => (await attempt((store) => store.get(key))) ?? memory.get(key),
    set: (key, value, ttlMs) => attempt((store) => store.set(key, value, ttlMs)),
    claim: (keys, value, ttlMs) => attempt((store) => store.claim(keys, value, ttlMs)),
    delete: async (keys) => {
      await memory.delete(keys);
      await attempt((store) => store.delete(keys));
    },
  };
}
