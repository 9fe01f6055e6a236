// Without a `cacheControl` on the entry, a page first rendered after the build and read from Redis by another instance
// (or after a restart) would go out with no Cache-Control and count as stale a second after it was stored.
import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

/** `expireTime` in next.config.js. */
export const PAGE_EXPIRE_SECONDS = 365 * 24 * 60 * 60;

type EntryLifetime = { revalidate: number | false; expire: number | undefined };

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
