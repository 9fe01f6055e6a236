import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { describe, expect, it, vi } from 'vitest';
import {
  boundedHandler,
  createPublishSafeHandler,
  type CacheHandlerValue,
  type Handler,
} from '@/lib/isr-cache/publish-safe-handler';
import { createTagClock } from '@/lib/isr-cache/tag-clock';
import { readyRedisClient, redisBreaker } from '@/lib/redis/connection';
import { hasRedisServer } from '../../../fixtures/redis-server';
import { aRedisServer } from '../../support/redis-at-redis-url';
import { log as processLog } from '@/lib/observability/log';

const PAGE = '/contactus';
const meta = { implicitTags: ['_N_T_/contactus'] };

/** A cached page built from the `contactPage` documents, stored at `at` (ms), fresh for 60 s. */
function page(html: string, at: number): CacheHandlerValue {
  const seconds = Math.floor(at / 1000);
  return {
    lastModified: at,
    lifespan: {
      lastModifiedAt: seconds,
      staleAt: seconds + 60,
      expireAt: seconds + 86_400,
      staleAge: 60,
      expireAge: 86_400,
      revalidate: 60,
    },
    tags: ['contactPage'],
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: undefined,
      headers: {},
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    },
  } as unknown as CacheHandlerValue;
}

/** `get` as Next calls it: what a visitor would be served (null: a render). */
async function served(handler: Handler): Promise<string | null> {
  const value = await handler.get(PAGE, meta);
  return value ? (value.value as unknown as { html: string }).html : null;
}

describe('a publish during a regeneration (one instance, its own memory)', () => {
  it('is not lost: the page the regeneration stores afterwards counts as missing', async () => {
    let clock = 1_000_000;
    const handler = createPublishSafeHandler({ local: createLruHandler(), clock: createTagClock(), now: () => clock });
    expect(await served(handler)).toBeNull(); // a visitor's request starts the regeneration, which reads the old content
    clock += 100;
    await handler.revalidateTag('contactPage'); // the publish arrives meanwhile
    clock += 100;
    await handler.set(PAGE, page('old text', clock)); // the regeneration stores what it read
    expect(await served(handler)).toBeNull(); // the next visitor's request renders again
    clock += 100;
    await handler.set(PAGE, page('new text', clock));
    expect(await served(handler)).toBe('new text');
  });

  it('keeps a page whose regeneration started after the publish, and a stale page until it is regenerated', async () => {
    let clock = 2_000_000;
    const handler = createPublishSafeHandler({ local: createLruHandler(), clock: createTagClock(), now: () => clock });
    await handler.revalidateTag('contactPage');
    clock += 100;
    expect(await served(handler)).toBeNull();
    clock += 100;
    await handler.set(PAGE, page('new text', clock));
    expect(await served(handler)).toBe('new text');
    // 61 s later the page is stale (Next serves it and regenerates): still served meanwhile.
    clock += 61_000;
    expect(await served(handler)).toBe('new text');
  });
});

describe.skipIf(!hasRedisServer())('a publish during a regeneration, two instances on one redis-server', () => {
  const server = aRedisServer();

  async function instance(prefix: string): Promise<Handler> {
    const client = await readyRedisClient(server().url);
    const breaker = redisBreaker(client);
    const shared = boundedHandler(createRedisHandler({ client, keyPrefix: prefix }), breaker);
    return createPublishSafeHandler({
      shared,
      local: createLruHandler(),
      clock: createTagClock({ client, breaker, key: `${prefix}tag-revalidated` }),
    });
  }

  it('is not lost when the publish reaches the other instance', async () => {
    const [a, b] = [await instance('race:'), await instance('race:')];
    expect(await served(b)).toBeNull(); // B starts regenerating with the old content
    await a.revalidateTag('contactPage'); // the webhook reaches A
    await b.set(PAGE, page('old text', Date.now()));
    expect(await served(a)).toBeNull();
    expect(await served(b)).toBeNull();
    await a.set(PAGE, page('new text', Date.now()));
    expect(await served(b)).toBe('new text');
  });

  it('serves from its own memory within 1 s while Redis is frozen, and from Redis once it thaws', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const info = vi.spyOn(processLog, 'info').mockImplementation(() => {});
    const a = await instance('frozen:');
    expect(await served(a)).toBeNull();
    await a.set(PAGE, page('cached text', Date.now()));

    server().process.kill('SIGSTOP');
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect(await served(a)).toBe('cached text');
      await a.set(PAGE, page('cached text', Date.now()));
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    server().process.kill('SIGCONT');
    const client = await readyRedisClient(server().url);
    // Requests go on; one of them lets the breaker try Redis again (a reconnect to Redis).
    await vi.waitFor(
      async () => {
        await served(a);
        expect(redisBreaker(client).open).toBe(false);
      },
      { timeout: 5_000, interval: 100 },
    );
    // Redis answers again: a page another instance stores there is what A serves.
    const b = await instance('frozen:');
    expect(await served(b)).toBe('cached text');
    error.mockRestore();
    info.mockRestore();
  }, 15_000);
});
