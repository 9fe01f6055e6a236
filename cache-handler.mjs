// @ts-check
// The ISR and data cache (pages, `fetch`, `unstable_cache`) and its tag revalidation. next.config.js
// uses this file whenever `next start` runs. With REDIS_URL set when the server starts, every instance
// shares the cache through Redis; without it, each keeps its own (this process's LRU).
//
// A read goes to Redis; only when Redis fails (unreachable, frozen, too slow: every call is bounded
// and a breaker skips Redis until it answers again) does it fall back to the LRU, which every write
// also fills. So pages keep serving through an outage, from this instance's own cache. Entries and tag
// revalidations are stamped so that a publish is never lost to a regeneration already running
// (src/lib/isr-cache/publish-safe-handler.ts). Each page gets its Content-Security-Policy as it is
// stored, with its inline scripts' hashes (src/lib/isr-cache/page-policy-handler.ts), and any instance
// serves an entry with the lifetime it was stored with (src/lib/isr-cache/entry-lifetime-handler.ts).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { withEntryLifetimes } from './src/lib/isr-cache/entry-lifetime-handler.ts';
import { withPagePolicies } from './src/lib/isr-cache/page-policy-handler.ts';
import { boundedHandler, createPublishSafeHandler } from './src/lib/isr-cache/publish-safe-handler.ts';
import { createTagClock } from './src/lib/isr-cache/tag-clock.ts';
import { REDIS_CALL_TIMEOUT_MS } from './src/lib/redis/breaker.ts';
import { readyRedisClient, redisBreaker } from './src/lib/redis/connection.ts';

const DAY_SECONDS = 24 * 60 * 60;
const policySettings = () => ({ projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID });
/**
 * What every instance stores and reads: pages with their policies, entries with their lifetimes.
 * @param {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} handler
 */
const siteHandler = (handler) => withEntryLifetimes(withPagePolicies(handler, policySettings));

CacheHandler.onCreation(async ({ buildId }) => {
  const local = createLruHandler();
  const url = process.env.REDIS_URL;
  if (!url)
    return {
      handlers: [siteHandler(createPublishSafeHandler({ local, clock: createTagClock() }))],
    };

  const client = await readyRedisClient(url);
  const breaker = redisBreaker(client);
  // Entries belong to one build: a deploy starts from a clean cache, and old keys expire on their own.
  const keyPrefix = `helpa:cache:${buildId ?? 'unknown-build'}:`;
  const shared = boundedHandler(createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_CALL_TIMEOUT_MS }), breaker);
  const clock = createTagClock({ client, breaker, key: `${keyPrefix}tag-revalidated` });
  return {
    handlers: [siteHandler(createPublishSafeHandler({ shared, local, clock }))],
    // How long Redis keeps an entry. The handler's default, 1.5 × its revalidate time (90 s for our 60 s
    // pages), would make the first visitor after a quiet spell wait for a render, where Next's own cache
    // serves the stale page while it regenerates: keep entries at least a day. At most a week, so the
    // keys of an old build (static routes never revalidate) do not stay for the default year and a half.
    ttl: {
      estimateExpireAge: (staleAge) => Math.min(Math.max(Math.floor(staleAge * 1.5), DAY_SECONDS), 7 * DAY_SECONDS),
    },
  };
});

export default CacheHandler;
