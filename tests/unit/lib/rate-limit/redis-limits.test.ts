import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, REDIS_KEY_PREFIX } from '@/lib/rate-limit';
import { closeRedisClients, redisClient } from '@/lib/redis/connection';
import { freePort, hasRedisServer, startRedisServer, type RedisServer } from '../../../fixtures/redis-server';
import { log as processLog } from '@/lib/observability/log';

// A real redis-server on a free port (`npm run test:unit` installs Debian's package when it can).
describe.skipIf(!hasRedisServer())('rate limits in a real redis-server', () => {
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
    // Two limiters of their own: only Redis connects them.
    const a = createRateLimiter({ name: 'shared', limit: 3, windowMs: 60_000, redisUrl: server.url });
    const b = createRateLimiter({ name: 'shared', limit: 3, windowMs: 60_000, redisUrl: server.url });
    const results = [
      await a.consume('ip'),
      await b.consume('ip'),
      await a.consume('ip'),
      await b.consume('ip'),
      await a.consume('ip'),
    ];
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false, false]);
    const refused = results[3];
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    const client = redisClient(server.url);
    expect(await client.get(`${REDIS_KEY_PREFIX}shared:ip`)).toBe('5');
    expect(await client.pTTL(`${REDIS_KEY_PREFIX}shared:ip`)).toBeGreaterThan(55_000);
  });

  it('checks the shared count without adding to it, and a refund given on one instance frees a place on the other', async () => {
    const a = createRateLimiter({ name: 'refunds', limit: 2, windowMs: 60_000, redisUrl: server.url });
    const b = createRateLimiter({ name: 'refunds', limit: 2, windowMs: 60_000, redisUrl: server.url });
    expect(await a.check('ip')).toEqual({ ok: true });
    expect(await a.consume('ip')).toEqual({ ok: true });
    expect(await b.consume('ip')).toEqual({ ok: true });
    expect((await b.check('ip')).ok).toBe(false);
    await a.refund('ip');
    expect(await redisClient(server.url).get(`${REDIS_KEY_PREFIX}refunds:ip`)).toBe('1');
    expect(await b.check('ip')).toEqual({ ok: true });
    expect(await b.consume('ip')).toEqual({ ok: true });
    expect((await a.consume('ip')).ok).toBe(false);
  });

  it('starts a new window when the old one has expired', async () => {
    const limiter = createRateLimiter({ name: 'short', limit: 1, windowMs: 1_000, redisUrl: server.url });
    expect(await limiter.consume('ip')).toEqual({ ok: true });
    expect(await limiter.consume('ip')).toEqual({ ok: false, retryAfterSeconds: 1 });
    // Redis expires the one-second window.
    await vi.waitFor(async () => expect(await limiter.consume('ip')).toEqual({ ok: true }), {
      timeout: 3_000,
      interval: 100,
    });
  });

  it('is the default when REDIS_URL is set', async () => {
    vi.stubEnv('REDIS_URL', server.url);
    const limiter = createRateLimiter({ name: 'by-env', limit: 1, windowMs: 60_000 });
    await limiter.consume('ip');
    expect(await redisClient(server.url).get(`${REDIS_KEY_PREFIX}by-env:ip`)).toBe('1');
  });

  it('counts in memory while Redis is frozen (SIGSTOP), each attempt within the breaker’s bound', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const limiter = createRateLimiter({ name: 'frozen', limit: 2, windowMs: 60_000, redisUrl: server.url });
    expect(await limiter.consume('ip')).toEqual({ ok: true });
    server.process.kill('SIGSTOP');
    try {
      const started = performance.now();
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push((await limiter.consume('ip')).ok);
      // Memory has its own count from the freeze on: two more, then refused.
      expect(results).toEqual([true, true, false, false]);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(String(error.mock.calls[0]?.[1])).toMatch(/did not answer within \d+ ms/);
    } finally {
      server.process.kill('SIGCONT');
      error.mockRestore();
    }
  });

  it('falls back to memory when REDIS_URL points at nothing: answers, and logs the outage once', async () => {
    const closed = await freePort();
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const limiter = createRateLimiter({
      name: 'down',
      limit: 2,
      windowMs: 60_000,
      redisUrl: `redis://user:secret@127.0.0.1:${closed}`,
    });
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push((await limiter.consume('ip')).ok);
    expect(results).toEqual([true, true, false, false]);
    // A refused connection is known at once: no attempt waits for the 2 s first-connection bound.
    expect(Date.now() - started).toBeLessThan(1_500);
    const outageLogs = error.mock.calls.filter(([, message]) => String(message).includes('is unreachable'));
    expect(outageLogs).toHaveLength(1);
    expect(String(outageLogs[0]?.[0])).not.toContain('secret');
    error.mockRestore();
  });
});
