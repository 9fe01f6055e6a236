import { describe, expect, it, vi } from 'vitest';
import { keyValueStore } from '@/lib/kv';
import { withMemoryFallback } from '@/lib/kv/fallback-store';
import { createMemoryStore } from '@/lib/kv/memory-store';
import { createRedisStore } from '@/lib/kv/redis-store';
import { log } from '@/lib/observability/log';
import { readyRedisClient } from '@/lib/redis/connection';
import { freePort, hasRedisServer } from '../../../fixtures/redis-server';
import { aRedisServer } from '../../support/redis-at-redis-url';

describe('the memory store', () => {
  it('gives a value back until it expires', async () => {
    let now = 0;
    const store = createMemoryStore({ capacity: 10, now: () => now });
    await store.set('a', 'one', 1_000);
    expect(await store.get('a')).toBe('one');
    now = 999;
    expect(await store.get('a')).toBe('one');
    now = 1_000;
    expect(await store.get('a')).toBeNull();
  });

  it('holds at most its capacity: expired keys go first, then the oldest', async () => {
    let now = 0;
    const store = createMemoryStore({ capacity: 2, now: () => now });
    await store.set('short', '1', 10);
    await store.set('long', '2', 1_000);
    now = 20;
    await store.set('new', '3', 1_000);
    expect([await store.get('long'), await store.get('new')]).toEqual(['2', '3']);
    await store.set('newest', '4', 1_000);
    expect([await store.get('long'), await store.get('new'), await store.get('newest')]).toEqual([null, '3', '4']);
  });

  it('claims all keys or none, and a deleted key is free again', async () => {
    const store = createMemoryStore({ capacity: 10 });
    expect(await store.claim(['a', 'b'], '1', 1_000)).toBe(true);
    expect(await store.claim(['c', 'b'], '1', 1_000)).toBe(false);
    expect(await store.get('c')).toBeNull();
    await store.delete(['b']);
    expect(await store.claim(['c', 'b'], '1', 1_000)).toBe(true);
  });
});

describe('the store REDIS_URL chooses', () => {
  it('is memory without REDIS_URL, one per name, shared by every caller of that name', async () => {
    vi.stubEnv('REDIS_URL', '');
    try {
      await keyValueStore('test notes', { prefix: 'helpa:test-note:', capacity: 10 }).set('k', 'v', 60_000);
      expect(await keyValueStore('test notes', { prefix: 'helpa:test-note:', capacity: 10 }).get('k')).toBe('v');
      expect(await keyValueStore('other notes', { prefix: 'helpa:other-note:', capacity: 10 }).get('k')).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe.skipIf(!hasRedisServer())('the Redis store, in a real redis-server', () => {
  const server = aRedisServer();

  it('keeps values under its prefix for the time given, where every instance reads them', async () => {
    const a = createRedisStore(() => readyRedisClient(server().url), 'helpa:test:');
    const b = createRedisStore(() => readyRedisClient(server().url), 'helpa:test:');
    await a.set('k', 'v', 60_000);
    expect(await b.get('k')).toBe('v');
    const ttl = await (await readyRedisClient(server().url)).pTTL('helpa:test:k');
    expect(ttl).toBeGreaterThan(55_000);
    await b.delete(['k']);
    expect(await a.get('k')).toBeNull();
  });

  it('falls back to memory while Redis does not answer, says so once, and still reads what it kept there', async () => {
    const closed = await freePort();
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => log);
    const error = vi.spyOn(log, 'error').mockImplementation(() => log);
    try {
      const store = withMemoryFallback(
        createRedisStore(() => readyRedisClient(`redis://127.0.0.1:${closed}`), 'helpa:test:'),
        createMemoryStore({ capacity: 10 }),
        'test notes',
      );
      await store.set('k', 'kept here', 60_000);
      expect(await store.get('k')).toBe('kept here');
      expect(await store.claim(['c'], '1', 60_000)).toBe(true);
      expect(await store.claim(['c'], '1', 60_000)).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
