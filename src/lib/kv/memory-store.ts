import type { KeyValueStore } from './store';

type Kept = { value: string; expiresAt: number };

/** Past `capacity` keys the oldest is forgotten (expired ones first). */
export function createMemoryStore({
  capacity,
  now = () => Date.now(),
}: {
  capacity: number;
  now?: () => number;
}): KeyValueStore {
  const entries = new Map<string, Kept>();
  const live = (key: string) => {
    const kept = entries.get(key);
    if (kept && kept.expiresAt <= now()) entries.delete(key);
    return kept && kept.expiresAt > now() ? kept : undefined;
  };
  const put = (key: string, value: string, ttlMs: number) => {
    entries.delete(key);
    if (entries.size >= capacity) for (const [each, kept] of entries) if (kept.expiresAt <= now()) entries.delete(each);
    while (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value, expiresAt: now() + ttlMs });
  };
  return {
    get: (key) => Promise.resolve(live(key)?.value ?? null),
    set: (key, value, ttlMs) => Promise.resolve(put(key, value, ttlMs)),
    claim(keys, value, ttlMs) {
      if (keys.some(live)) return Promise.resolve(false);
      for (const key of keys) put(key, value, ttlMs);
      return Promise.resolve(true);
    },
    delete(keys) {
      for (const key of keys) entries.delete(key);
      return Promise.resolve();
    },
  };
}
