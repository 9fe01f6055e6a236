import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import type { Breaker } from '../redis/breaker.mjs';
import type { TagClock } from './tag-clock.mjs';

/** `handler` with every method bounded in time by `breaker`, and skipped while it is open. */
export declare function boundedHandler(handler: Handler, breaker: Breaker): Handler;
/** Redis (`shared`) when it answers, else `local`; entries are stamped with the time their regeneration started and count as missing once one of their tags was revalidated after that. */
export declare function createPublishSafeHandler(options: { shared?: Handler; local: Handler; clock: TagClock; now?: () => number }): Handler;
export type { CacheHandlerValue, Handler };
