// A regeneration that read the content before a publish would store the old page stamped after it; so an entry is stamped
// with when its regeneration started, and one that started before a publish of its tags counts as missing.

import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import type { Breaker } from '../redis/breaker.ts';
import type { TagClock } from './tag-clock.ts';

export type { CacheHandlerValue, Handler };

const MAX_REGENERATION_MS = 30_000;

export function boundedHandler(handler: Handler, breaker: Breaker): Handler {
  return {
    name: `bounded ${handler.name}`,
    get: (key, meta) => breaker.run(() => handler.get(key, meta)),
    set: (key, value, ctx) => breaker.run(() => handler.set(key, value, ctx)),
    revalidateTag: (tag) => breaker.run(() => handler.revalidateTag(tag)),
    ...(handler.delete && {
      delete: (key) => breaker.run(() => (handler.delete as NonNullable<Handler['delete']>)(key)),
    }),
    ...(handler.prepare && {
      prepare: () => breaker.run(() => (handler.prepare as NonNullable<Handler['prepare']>)()),
    }),
  };
}

export function createPublishSafeHandler({
  shared,
  local,
  clock,
  now = Date.now,
}: {
  shared?: Handler;
  local: Handler;
  clock: TagClock;
  now?: () => number;
}): Handler {
  /** Each key's first read since it was last stored. */
  const regenerationStarts = new Map<string, number>();

  function noteRegeneration(key: string) {
    if (regenerationStarts.has(key)) return;
    const at = now();
    // A read that never led to a store (a failed render) must not stamp a much later one.
    for (const [other, started] of regenerationStarts)
      if (at - started > MAX_REGENERATION_MS) regenerationStarts.delete(other);
    regenerationStarts.set(key, at);
  }

  function takeRegenerationStart(key: string) {
    const started = regenerationStarts.get(key);
    regenerationStarts.delete(key);
    return Math.max(started ?? now(), now() - MAX_REGENERATION_MS);
  }

  async function read(key: string, meta: { implicitTags: string[] }): Promise<CacheHandlerValue | null | undefined> {
    if (shared) {
      try {
        const value = await shared.get(key, meta);
        // So an outage finds every page this instance served; once per version (the LRU measures each entry it stores).
        if (value && (await local.get(key, meta))?.lastModified !== value.lastModified) await local.set(key, value);
        return value;
      } catch {
        // This instance's own copy.
      }
    }
    return local.get(key, meta);
  }

  async function onBoth(operation: (handler: Handler) => Promise<unknown> | undefined) {
    // eslint-disable-next-line @typescript-eslint/await-thenable -- a handler without delete or prepare gives undefined: done
    await Promise.allSettled([shared, local].filter((handler) => handler !== undefined).map(operation));
  }

  return {
    name: shared ? 'redis-then-local-lru' : 'local-lru',
    async get(key, meta) {
      let value = await read(key, meta);
      // A publish in the very millisecond the regeneration started may have come after its read.
      if (value && (await clock.latest([...value.tags, ...meta.implicitTags])) >= value.lastModified) value = null;
      if (!value || (value.lifespan && value.lifespan.staleAt * 1000 <= now())) noteRegeneration(key);
      return value;
    },
    async set(key, value, ctx) {
      const stamped = { ...value, lastModified: Math.min(value.lastModified, takeRegenerationStart(key)) };
      await onBoth((handler) => handler.set(key, stamped, ctx));
    },
    async revalidateTag(tag) {
      await Promise.allSettled([clock.record(tag, now()), onBoth((handler) => handler.revalidateTag(tag))]);
    },
    async delete(key) {
      await onBoth((handler) => handler.delete?.(key));
    },
    async prepare() {
      await onBoth((handler) => handler.prepare?.());
    },
  };
}
