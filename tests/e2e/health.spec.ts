import { readFileSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parseSeed } from '../../src/lib/content/seed-documents';
import { startFakeContentLake, type FakeContentLake } from '../fixtures/fake-content-lake';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';

// /api/health/ready as a balancer reads it, on an instance started as an operator starts it, with a real
// redis-server that is killed, started again, frozen and thawed, and the instance then stopped; and on an
// instance reading a (stand-in) Content Lake that goes away and comes back: each change is read from the
// endpoint within a second.
const DATA_DIR = '.data/health';
/** How long a stopped instance keeps answering with readiness false (SHUTDOWN_DRAIN_SECONDS). */
const DRAIN_SECONDS = 3;

let redis: RedisServer;
let instance: NextInstance;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  redis = await startRedisServer({ dataDir: `${DATA_DIR}/redis` });
  instance = await startNextInstance('health', {
    REDIS_URL: redis.url,
    CONTACT_DATA_DIR: `${DATA_DIR}/contact`,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  });
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [instance]));
test.afterAll(async () => {
  await instance?.stop();
  await redis?.stop();
});

type Readiness = { status: string; ready: boolean; checks: Record<string, string> };

async function readiness(site = instance): Promise<{ code: number; body: Readiness; cacheControl: string | null }> {
  const response = await fetch(`${site.url}/api/health/ready`);
  return {
    code: response.status,
    body: (await response.json()) as Readiness,
    cacheControl: response.headers.get('cache-control'),
  };
}

/** Polls readiness from the moment `change` has happened; the milliseconds until `expected` is read. */
async function secondsUntil(
  expected: (answer: Awaited<ReturnType<typeof readiness>>) => boolean,
  site = instance,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await readiness(site);
    if (expected(answer)) return performance.now() - started;
    if (performance.now() - started > 10_000)
      throw new Error(`readiness never turned as expected: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('ready with Redis and the content up, never cached, naming no address or secret', async () => {
  const answer = await readiness();
  expect(answer).toEqual({
    code: 200,
    cacheControl: 'no-store',
    body: { status: 'ready', ready: true, checks: { next: 'up', redis: 'up', content: 'up' }, contentSource: 'seed' },
  });
  expect(JSON.stringify(answer.body)).not.toContain(String(redis.port));
  const live = await fetch(`${instance.url}/api/health/live`);
  expect([live.status, live.headers.get('cache-control'), await live.json()]).toEqual([
    200,
    'no-store',
    { status: 'live' },
  ]);
});

test('Redis killed: degraded (still ready) within 1 s; started again: ready within 1 s', async () => {
  await redis.crash();
  expect(
    await secondsUntil(({ code, body }) => code === 200 && body.status === 'degraded' && body.checks.redis === 'down'),
  ).toBeLessThan(1_000);
  redis = await startRedisServer({ port: redis.port, dataDir: redis.dataDir });
  expect(await secondsUntil(({ body }) => body.status === 'ready' && body.checks.redis === 'up')).toBeLessThan(1_000);
});

test('Redis frozen (SIGSTOP): degraded within 1 s, each answer within 1 s; thawed: ready within 1 s', async () => {
  redis.process.kill('SIGSTOP');
  try {
    expect(await secondsUntil(({ body }) => body.status === 'degraded' && body.checks.redis === 'down')).toBeLessThan(
      1_000,
    );
    const started = performance.now();
    expect((await readiness()).body.checks.redis).toBe('down');
    expect(performance.now() - started).toBeLessThan(1_000);
  } finally {
    redis.process.kill('SIGCONT');
  }
  expect(await secondsUntil(({ body }) => body.status === 'ready')).toBeLessThan(1_000);
});

test('SIGTERM: readiness 503 within 1 s while the instance still answers, then it exits', async () => {
  const exited = new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      try {
        process.kill(instance.pid, 0);
      } catch {
        clearInterval(poll);
        resolve();
      }
    }, 50);
  });
  const signalled = performance.now();
  process.kill(instance.pid, 'SIGTERM');
  expect(
    await secondsUntil(
      ({ code, body }) => code === 503 && body.status === 'draining' && body.checks.next === 'draining',
    ),
  ).toBeLessThan(1_000);
  // The balancer's window: pages and liveness still answer until the drain ends.
  expect((await fetch(`${instance.url}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${instance.url}/about`)).status).toBe(200);
  await exited;
  expect(performance.now() - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1_000);
});

test.describe('on a Content Lake', () => {
  const documents = parseSeed(readFileSync('studio/seed/data.ndjson', 'utf8'), 'studio/seed');
  let lake: FakeContentLake;
  let site: NextInstance;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    lake = await startFakeContentLake({ documents });
    site = await startNextInstance('health-lake', {
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'health00',
      SANITY_API_HOST: lake.url,
      CONTACT_DATA_DIR: `${DATA_DIR}/contact-lake`,
    });
  });
  test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [site]));
  test.afterAll(async () => {
    await site?.stop();
    await lake?.close();
  });

  test('content source down: degraded on its last good copy within 1 s; back: ready within 1 s', async () => {
    // A page rendered per request reads the content: the instance now holds its last good copy.
    expect((await fetch(`${site.url}/contactus`)).status).toBe(200);
    expect((await readiness(site)).body).toEqual({
      status: 'ready',
      ready: true,
      checks: { next: 'up', redis: 'off', content: 'up' },
      contentSource: 'content-lake',
    });

    const port = Number(new URL(lake.url).port);
    await lake.close();
    expect(
      await secondsUntil(
        ({ code, body }) =>
          code === 200 && body.status === 'degraded' && body.ready && body.checks.content === 'last-good-copy',
        site,
      ),
    ).toBeLessThan(1_000);
    // Still serving, from that copy.
    expect((await fetch(`${site.url}/contactus`)).status).toBe(200);

    lake = await startFakeContentLake({ documents, port });
    expect(
      await secondsUntil(({ body }) => body.status === 'ready' && body.checks.content === 'up', site),
    ).toBeLessThan(1_000);
  });
});
