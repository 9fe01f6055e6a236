/** One fixed window's count for a key, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Where attempts are counted. `hit` adds one attempt to `key`'s current fixed window of `windowMs`
 * (a new window starts with the first attempt after the last one ended) and answers the count so far.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
}
