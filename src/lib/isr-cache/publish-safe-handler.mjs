// @ts-check
// Redis when it answers, else this process's LRU (plain JavaScript: cache-handler.mjs imports it as is). A regeneration that read the content before a publish would store the old page stamped after
// it; so an entry is stamped with when its regeneration started, and one that started before a publish of its tags counts as missing.

/** A regeneration that took longer than this is stamped as if it had started this long before it was stored. */
const MAX_REGENERATION_MS = 30_000;

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerValue} CacheHandlerValue
 * @typedef {import('../redis/breaker.mjs').Breaker} Breaker
 * @typedef {import('./tag-clock.mjs').createTagClock} CreateTagClock
 * @typedef {ReturnType<CreateTagClock>} TagClock
 */

/**
 * @param {Handler} handler
 * @param {Breaker} breaker
 * @returns {Handler}
 */
export function boundedHandler(handler, breaker) {
  return {
    name: `bounded ${handler.name}`,
    get: (key, meta) => breaker.run(() => handler.get(key, meta)),
    set: (key, value, ctx) => breaker.run(() => handler.set(key, value, ctx)),
    revalidateTag: (tag) => breaker.run(() => handler.revalidateTag(tag)),
    ...(handler.delete && { delete: (key) => breaker.run(() => /** @type {NonNullable<Handler['delete']>} */ (handler.delete)(key)) }),
    ...(handler.prepare && { prepare: () => breaker.run(() => /** @type {NonNullable<Handler['prepare']>} */ (handler.prepare)()) }),
  };
}

/** @param {CacheHandlerValue} value @param {number} now */
function isStale(value, now) {
  return Boolean(value.lifespan && value.lifespan.staleAt * 1000 <= now);
}

/**
 * @param {{ shared?: Handler, local: Handler, clock: TagClock, now?: () => number }} options
 * @returns {Handler}
 */
export function createPublishSafeHandler({ shared, local, clock, now = Date.now }) {
  /** When the regeneration of each key (probably) started: its first read since it was last stored. */
  /** @type {Map<string, number>} */
  const regenerationStarts = new Map();

  /** @param {string} key */
  function noteRegeneration(key) {
    if (regenerationStarts.has(key)) return;
    const at = now();
    // A read that never led to a store (a failed render) must not stamp a much later one.
    for (const [other, started] of regenerationStarts) if (at - started > MAX_REGENERATION_MS) regenerationStarts.delete(other);
    regenerationStarts.set(key, at);
  }

  /** @param {string} key */
  function takeRegenerationStart(key) {
    const started = regenerationStarts.get(key);
    regenerationStarts.delete(key);
    return Math.max(started ?? now(), now() - MAX_REGENERATION_MS);
  }

  /** @param {string} key @param {{ implicitTags: string[] }} meta @returns {Promise<CacheHandlerValue | null | undefined>} */
  async function read(key, meta) {
    if (shared) {
      try {
        const value = await shared.get(key, meta);
        // Kept here too, so an outage finds in memory every page this instance served, not only those it rendered; once per version (the LRU measures each entry it stores).
        if (value && (await local.get(key, meta))?.lastModified !== value.lastModified) await local.set(key, value);
        return value;
      } catch {
        // Redis does not answer: this instance's own copy.
      }
    }
    return local.get(key, meta);
  }

  /** @param {(handler: Handler) => Promise<unknown> | undefined} operation */
  async function onBoth(operation) {
    // A failing Redis has logged why (the connection, the breaker); the local copy is written regardless.
    await Promise.allSettled([shared, local].filter((handler) => handler !== undefined).map(operation));
  }

  return {
    name: shared ? 'redis-then-local-lru' : 'local-lru',
    async get(key, meta) {
      let value = await read(key, meta);
      // A publish in the very millisecond the regeneration started may have come after its read.
      if (value && (await clock.latest([...value.tags, ...meta.implicitTags])) >= value.lastModified) value = null;
      if (!value || isStale(value, now())) noteRegeneration(key);
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
