import type { RedisClientType } from '@redis/client';
import type { Breaker } from '../redis/breaker.mjs';

export type TagClock = {
  /** Notes that `tag` was revalidated at `at` (ms), here and in Redis (rejects when Redis does not answer). */
  record(tag: string, at: number): Promise<void>;
  /** The newest revalidation time (ms) of any of `tags`, 0 when none was revalidated. */
  latest(tags: readonly string[]): Promise<number>;
};
export declare function createTagClock(shared?: { client: RedisClientType; breaker: Breaker; key: string }): TagClock;
