/** How long one Redis call may take before the caller falls back. */
export declare const REDIS_CALL_TIMEOUT_MS: number;
/** While the breaker is open, how long before a PING may check whether Redis answers again. */
export declare const REDIS_RETRY_INTERVAL_MS: number;
/** Thrown instead of waiting on Redis: the call timed out, or the breaker skips Redis. */
export declare class RedisUnavailableError extends Error {}
export type Breaker = {
  /** `call` raced against the timeout; rejects at once (RedisUnavailableError) while the breaker is not closed. */
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly open: boolean;
};
export type BreakerOptions = { timeoutMs?: number; retryIntervalMs?: number; name?: string };
/** A circuit breaker around one connection (cockatiel's); `ping`, run in the background while it is open, tells it when the server answers again. */
export declare function createBreaker(ping: () => Promise<unknown>, options?: BreakerOptions): Breaker;
