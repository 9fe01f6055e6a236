import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { readyRedisClient } from '@/lib/redis/connection';
import { withMemoryFallback } from '@/lib/kv/fallback-store';
import { createMemoryStore } from '@/lib/kv/memory-store';
import { createRedisStore } from '@/lib/kv/redis-store';
import {
  deliveryKey,
  deliveryLog,
  DELIVERY_KEEP_MS,
  REDIS_DELIVERY_PREFIX,
  type DeliveryLog,
} from '@/lib/sanity/webhook-deliveries';
import { freePort, hasRedisServer } from '../../../fixtures/redis-server';
import { aRedisServer } from '../../support/redis-at-redis-url';
import { log as processLog } from '@/lib/observability/log';

const memoryLog = (now: () => number = () => Date.now(), keepMs = DELIVERY_KEEP_MS) =>
  deliveryLog(createMemoryStore({ capacity: 10_000, now }), keepMs);
const redisLog = (url: string, keepMs = DELIVERY_KEEP_MS) =>
  deliveryLog(
    createRedisStore(() => readyRedisClient(url), REDIS_DELIVERY_PREFIX),
    keepMs,
  );

describe('the webhook delivery log in memory', () => {
  it('claims a delivery once; a claim that overlaps an earlier one claims nothing', async () => {
    const log = memoryLog();
    expect(await log.claim(['signature:a', 'idempotency:1'])).toBe(true);
    expect(await log.claim(['signature:b', 'idempotency:1'])).toBe(false);
    expect(await log.claim(['signature:a'])).toBe(false);
    expect(await log.claim(['signature:b'])).toBe(true);
  });

  it('forgets a released delivery at once, and every delivery after the time it is kept', async () => {
    let now = 0;
    const log = memoryLog(() => now, 1_000);
    expect(await log.claim(['signature:a'])).toBe(true);
    await log.release(['signature:a']);
    expect(await log.claim(['signature:a'])).toBe(true);
    now = 999;
    expect(await log.claim(['signature:a'])).toBe(false);
    now = 1_000;
    expect(await log.claim(['signature:a'])).toBe(true);
  });

  it('never applies a delivery twice, whatever the order of claims, releases and time (model-based)', async () => {
    // The invariant: a claim succeeds exactly when none of its keys is held (claimed, not released, not expired).
    type World = { now: number; held: Map<string, number> };
    type Real = { log: DeliveryLog; clock: { now: number } };
    const KEEP = 1_000;
    const keys = fc.subarray(['signature:1', 'signature:2', 'idempotency:a', 'idempotency:b'], { minLength: 1 });
    const claim = keys.map((claimed): fc.AsyncCommand<World, Real> => ({
      check: () => true,
      async run(model, real) {
        const free = claimed.every((key) => (model.held.get(key) ?? 0) <= model.now);
        expect(await real.log.claim(claimed)).toBe(free);
        if (free) for (const key of claimed) model.held.set(key, model.now + KEEP);
      },
      toString: () => `claim(${claimed.join(', ')})`,
    }));
    const release = keys.map((released): fc.AsyncCommand<World, Real> => ({
      check: () => true,
      async run(model, real) {
        await real.log.release(released);
        for (const key of released) model.held.delete(key);
      },
      toString: () => `release(${released.join(', ')})`,
    }));
    const wait = fc.integer({ min: 1, max: 1_500 }).map((ms): fc.AsyncCommand<World, Real> => ({
      check: () => true,
      run(model, real) {
        model.now += ms;
        real.clock.now += ms;
        return Promise.resolve();
      },
      toString: () => `wait(${ms})`,
    }));
    await fc.assert(
      fc.asyncProperty(fc.commands([claim, release, wait], { maxCommands: 40 }), async (commands) => {
        const clock = { now: 0 };
        const log = memoryLog(() => clock.now, KEEP);
        await fc.asyncModelRun(
          () => ({ model: { now: 0, held: new Map<string, number>() }, real: { log, clock } }),
          commands,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('keys any header value in a bounded size, the kinds apart', () => {
    expect(deliveryKey('idempotency', 'x'.repeat(10_000))).toMatch(/^idempotency:[0-9a-f]{64}$/);
    expect(deliveryKey('idempotency', 'k')).not.toBe(deliveryKey('signature', 'k'));
  });
});

describe.skipIf(!hasRedisServer())('the webhook delivery log in a real redis-server', () => {
  const server = aRedisServer();

  it('is shared: a delivery one instance applied is refused by another, until it is released', async () => {
    const a = redisLog(server().url);
    const b = redisLog(server().url);
    expect(await a.claim(['signature:shared', 'idempotency:shared'])).toBe(true);
    expect(await b.claim(['idempotency:shared'])).toBe(false);
    expect(await b.claim(['signature:other', 'signature:shared'])).toBe(false);
    // Nothing of a refused claim is kept.
    expect(await (await readyRedisClient(server().url)).exists(`${REDIS_DELIVERY_PREFIX}signature:other`)).toBe(0);
    await a.release(['signature:shared', 'idempotency:shared']);
    expect(await b.claim(['idempotency:shared'])).toBe(true);
  });

  it('keeps a claim for the time given, in Redis', async () => {
    const log = redisLog(server().url, 60_000);
    expect(await log.claim(['idempotency:ttl'])).toBe(true);
    const ttl = await (await readyRedisClient(server().url)).pTTL(`${REDIS_DELIVERY_PREFIX}idempotency:ttl`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('checks in memory while Redis does not answer, and says so once', async () => {
    const closed = await freePort();
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(processLog, 'warn').mockImplementation(() => {});
    const log = deliveryLog(
      withMemoryFallback(
        createRedisStore(() => readyRedisClient(`redis://127.0.0.1:${closed}`), REDIS_DELIVERY_PREFIX),
        createMemoryStore({ capacity: 10 }),
        'webhook deliveries',
      ),
    );
    expect(await log.claim(['idempotency:down'])).toBe(true);
    expect(await log.claim(['idempotency:down'])).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    error.mockRestore();
    warn.mockRestore();
  });
});
