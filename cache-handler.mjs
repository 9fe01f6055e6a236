// @ts-check
// The ISR and data cache (pages, `fetch`, `unstable_cache`) and its tag revalidation, shared by every
// `next start` instance through Redis. next.config.js uses this file only when REDIS_URL is set when
// the server starts; without it Next keeps its own cache (memory and .next/ files), as before.
//
// Handlers, in order: Redis, then this process's LRU. A read goes to Redis; only when Redis fails
// (unreachable, too slow) does it fall back to the LRU, which every write also fills. So pages keep
// serving through an outage, from this instance's own cache (the connection logs the outage once).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { readyRedisClient, REDIS_COMMAND_TIMEOUT_MS } from './src/lib/redis/connection.mjs';

const DAY_SECONDS = 24 * 60 * 60;

CacheHandler.onCreation(async ({ buildId }) => {
  const local = createLruHandler();
  const url = process.env.REDIS_URL;
  if (!url) return { handlers: [local] };

  const client = await readyRedisClient(url);
  const shared = createRedisHandler({
    client,
    // Entries belong to one build: a deploy starts from a clean cache, and old keys expire on their own.
    keyPrefix: `helpa:cache:${buildId ?? 'unknown-build'}:`,
    timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
  });
  return {
    handlers: [shared, local],
    // How long Redis keeps an entry. The handler's default, 1.5 × its revalidate time (90 s for our 60 s
    // pages), would make the first visitor after a quiet spell wait for a render, where Next's own cache
    // serves the stale page while it regenerates: keep entries at least a day. At most a week, so the
    // keys of an old build (static routes never revalidate) do not stay for the default year and a half.
    ttl: { estimateExpireAge: (staleAge) => Math.min(Math.max(Math.floor(staleAge * 1.5), DAY_SECONDS), 7 * DAY_SECONDS) },
  };
});

export default CacheHandler;
