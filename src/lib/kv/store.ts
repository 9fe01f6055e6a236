export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** All or nothing, atomically: true when none of the keys was set. */
  claim(keys: string[], value: string, ttlMs: number): Promise<boolean>;
  delete(keys: string[]): Promise<void>;
}
