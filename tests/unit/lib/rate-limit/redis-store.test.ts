import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '@/lib/rate-limit';
import { closeRedisClients, readyRedisClient, redisClient } from '@/lib/redis/connection.mjs';
import { createRedisStore, REDIS_KEY_PREFIX } from '@/lib/rate-limit/redis-store';
import { freePort, hasRedisServer, startRedisServer, type RedisServer } from '../../../fixtures/redis-server';

// A real redis-server on a free port (`npm run test:unit` installs Debian's package when it can).
describe.skipIf(!hasRedisServer())('the Redis store against a real redis-server', () => {
  let server: RedisServer;

  beforeAll(async () => {
    server = await startRedisServer();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeRedisClients();
    await server?.stop();
  });

  it('shares one count between two limiters, as two instances would, and expires the window in Redis', async () => {
    // Two limiters with separate stores: only Redis connects them.
    const a = createRateLimiter({ name: 'shared', limit: 3, windowMs: 60_000, store: createRedisStore(() => readyRedisClient(server.url)) });
    const b = createRateLimiter({ name: 'shared', limit: 3, windowMs: 60_000, store: createRedisStore(() => readyRedisClient(server.url)) });
    const results = [await a.consume('ip'), await b.consume('ip'), await a.consume('ip'), await b.consume('ip'), await a.consume('ip')];
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    const refused = results[3];
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    const client = await readyRedisClient(server.url);
    expect(await client.get(`${REDIS_KEY_PREFIX}shared:ip`)).toBe('5');
    expect(await client.pTTL(`${REDIS_KEY_PREFIX}shared:ip`)).toBeGreaterThan(55_000);
  });

  it('starts a new window when the old one has expired', async () => {
    const limiter = createRateLimiter({ name: 'short', limit: 1, windowMs: 150, store: createRedisStore(() => readyRedisClient(server.url)) });
    expect(await limiter.consume('ip')).toEqual({ ok: true });
    expect(await limiter.consume('ip')).toEqual({ ok: false, retryAfterSeconds: 1 });
    await vi.waitFor(async () => expect(await limiter.consume('ip')).toEqual({ ok: true }), { timeout: 3_000, interval: 50 });
  });

  it('is the default store when REDIS_URL is set', async () => {
    vi.stubEnv('REDIS_URL', server.url);
    const limiter = createRateLimiter({ name: 'by-env', limit: 1, windowMs: 60_000 });
    await limiter.consume('ip');
    expect(await redisClient(server.url).get(`${REDIS_KEY_PREFIX}by-env:ip`)).toBe('1');
  });

  it('falls back to memory when REDIS_URL points at nothing: answers, and logs the outage once', async () => {
    const closed = await freePort();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('REDIS_URL', `redis://user:secret@127.0.0.1:${closed}`);
    const limiter = createRateLimiter({ name: 'down', limit: 2, windowMs: 60_000 });
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push((await limiter.consume('ip')).ok);
    expect(results).toEqual([true, true, false, false]);
    // A refused connection is known at once: no attempt waits for the 2 s first-connection bound.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(warn).toHaveBeenCalledTimes(1);
    const outageLogs = error.mock.calls.filter(([message]) => String(message).includes('is unreachable'));
    expect(outageLogs).toHaveLength(1);
    expect(String(outageLogs[0]?.[0])).not.toContain('secret');
    error.mockRestore();
    warn.mockRestore();
  });
});
