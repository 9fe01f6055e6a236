import type { RedisClientType } from '@redis/client';

/** How long a Redis command may take before the caller falls back to this process's memory. */
export declare const REDIS_COMMAND_TIMEOUT_MS: number;
/** The server's address for logs, never its password. */
export declare function describeRedisUrl(url: string): string;
/** The process's shared client for `url`, connecting in the background. */
export declare function redisClient(url: string): RedisClientType;
/** The shared client, after waiting (at most `waitMs`, 2 s by default) for its first connection. */
export declare function readyRedisClient(url: string, waitMs?: number): Promise<RedisClientType>;
/** Closes every shared client of this process. */
export declare function closeRedisClients(): Promise<void>;
