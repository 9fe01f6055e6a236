import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { describe, expect, it } from 'vitest';
import { PAGE_EXPIRE_SECONDS, withEntryLifetimes } from '@/lib/isr-cache/entry-lifetime-handler';
import type { CacheHandlerValue } from '@/lib/isr-cache/publish-safe-handler';

function entry(kind: string, revalidate: number | false | undefined): CacheHandlerValue {
  const at = Math.floor(Date.now() / 1000);
  const lifespan = {
    lastModifiedAt: at,
    staleAt: at + 60,
    expireAt: at + 86_400,
    staleAge: 60,
    expireAge: 86_400,
    revalidate,
  };
  return { lastModified: at * 1000, lifespan, tags: [], value: { kind } } as unknown as CacheHandlerValue;
}

async function storedAndRead(value: CacheHandlerValue) {
  // The instance that reads is not the one that stored: all it has is what the store kept.
  const store = createLruHandler();
  await store.set('/helpa-in-abuja', value);
  return withEntryLifetimes(store).get('/helpa-in-abuja', { implicitTags: [] });
}

describe('withEntryLifetimes', () => {
  it("returns a page with the lifetime it was stored with, which Next sends as the page's Cache-Control", async () => {
    expect(await storedAndRead(entry('APP_PAGE', 60))).toMatchObject({
      cacheControl: { revalidate: 60, expire: PAGE_EXPIRE_SECONDS },
    });
    expect(await storedAndRead(entry('APP_ROUTE', 300))).toMatchObject({
      cacheControl: { revalidate: 300, expire: PAGE_EXPIRE_SECONDS },
    });
  });

  it('gives an entry that never revalidates no expiry, as Next does', async () => {
    expect(await storedAndRead(entry('APP_PAGE', false))).toMatchObject({
      cacheControl: { revalidate: false, expire: undefined },
    });
  });

  it('leaves fetched data, an entry stored without a lifetime and a missing entry as they are', async () => {
    expect(await storedAndRead(entry('FETCH', 60))).not.toHaveProperty('cacheControl');
    expect(await storedAndRead(entry('APP_PAGE', undefined))).not.toHaveProperty('cacheControl');
    expect(await withEntryLifetimes(createLruHandler()).get('/nothing', { implicitTags: [] })).toBeFalsy();
  });
});
