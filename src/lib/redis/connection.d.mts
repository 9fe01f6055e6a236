import type { RedisClientType } from '@redis/client';
import type { Breaker } from './breaker.mjs';

/** The server's address for logs, never its password. */
export declare function describeRedisUrl(url: string): string;
/** The process's shared client for `url`, connecting in the background. */
export declare function redisClient(url: string): RedisClientType;
/** The shared client, after waiting (at most `waitMs`, the call bound by default) for its first connection. */
export declare function readyRedisClient(url: string, waitMs?: number): Promise<RedisClientType>;
/** The circuit breaker of `client`: every call through it is bounded, and skipped while Redis does not answer. */
export declare function redisBreaker(client: RedisClientType): Breaker;
/** Closes every shared client of this process. */
export declare function closeRedisClients(): Promise<void>;
