/** A key-value store with expiry: Redis shared by every instance (REDIS_URL), or this process's memory. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets every key to `value` for `ttlMs` only when none of them is set (all or nothing, atomically): true when it did. */
  claim(keys: string[], value: string, ttlMs: number): Promise<boolean>;
  delete(keys: string[]): Promise<void>;
}
