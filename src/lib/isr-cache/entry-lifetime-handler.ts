// cache-handler.mjs imports it. Next serves a stored page with the lifetime the handler returns with the entry
// (`cacheControl`); without one, only an instance that rendered the page since it started knows it, or the build's
// manifest for a page built ahead. So a page first rendered after the build (a landing page or post published later,
// its 404, an old address's 308), read from Redis by another instance or after a restart, would go out with no
// Cache-Control and count as stale a second after it was stored. The library keeps the revalidate time with each entry
// (its `lifespan`); the expiry is the site's, `expireTime` in next.config.js.
import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

/** How long past its revalidate time a stored page may still be served while it regenerates (Next's `expireTime`). */
export const PAGE_EXPIRE_SECONDS = 365 * 24 * 60 * 60;

/** What Next reads as an entry's `cacheControl` (its `CacheHandlerValue`). */
type EntryLifetime = { revalidate: number | false; expire: number | undefined };

/** `handler`, returning with each entry but fetched data the lifetime Next gave it when it was stored. */
export function withEntryLifetimes(handler: Handler): Handler {
  return {
    ...handler,
    async get(key, meta): Promise<(CacheHandlerValue & { cacheControl?: EntryLifetime }) | null | undefined> {
      const entry = await handler.get(key, meta);
      const revalidate = entry?.lifespan?.revalidate;
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- Next's CachedRouteKind is an enum of strings in a private module
      if (!entry || revalidate === undefined || entry.value?.kind === 'FETCH') return entry;
      // As Next's own: an entry that revalidates expires after the site's expiry; one that never does, never.
      return { ...entry, cacheControl: { revalidate, expire: revalidate === false ? undefined : PAGE_EXPIRE_SECONDS } };
    },
  };
}
