import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready, POST as postReady } from '@/app/api/health/ready/route';
import { lifecycle, markPrepared, startDraining } from '@/lib/health/lifecycle';
import { closeRedisClients, readyRedisClient } from '@/lib/redis/connection';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../../fixtures/redis-server';

async function readiness() {
  const response = await ready();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
  Object.assign(lifecycle(), { prepared: false, drainingSince: null });
});

describe('GET /api/health/live', () => {
  it('answers 200, never cached, whatever the rest is doing', async () => {
    startDraining();
    const response = live();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'live' });
  });
});

describe('GET /api/health/ready', () => {
  it('is 503 "starting" until Next is prepared, then 200 "ready" with each dependency', async () => {
    expect((await readiness()).status).toBe(503);
    expect((await readiness()).body).toMatchObject({ status: 'starting', ready: false });
    markPrepared();
    const answer = await readiness();
    expect(answer).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: {
        status: 'ready',
        ready: true,
        checks: { next: 'up', redis: 'off', content: 'up' },
        contentSource: 'seed',
      },
    });
  });

  it('turns 503 "draining" the moment the server is told to stop', async () => {
    markPrepared();
    startDraining();
    expect(await readiness()).toMatchObject({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'draining', ready: false, checks: { next: 'draining' } },
    });
  });

  it('answers other methods 405', () => {
    expect(postReady().status).toBe(405);
  });
});

describe.skipIf(!hasRedisServer())('readiness against a real redis-server', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await closeRedisClients();
    await server.stop();
  });

  it('says Redis is up, then degraded (still ready) within a second of Redis freezing, and never names its address', async () => {
    markPrepared();
    vi.stubEnv('REDIS_URL', server.url);
    await readyRedisClient(server.url);
    const up = await readiness();
    expect(up.body).toMatchObject({ status: 'ready', ready: true, checks: { redis: 'up' } });
    expect(JSON.stringify(up.body)).not.toContain(String(server.port));

    server.process.kill('SIGSTOP');
    try {
      const started = performance.now();
      const frozen = await readiness();
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(frozen).toMatchObject({
        status: 200,
        body: { status: 'degraded', ready: true, checks: { redis: 'down' } },
      });
    } finally {
      server.process.kill('SIGCONT');
    }
    await expect.poll(async () => (await readiness()).body.status, { timeout: 3_000, interval: 100 }).toBe('ready');
  });
});
