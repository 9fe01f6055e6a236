import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, withRedisClient, type RedisServer } from '../fixtures/redis-server';
import { sendPublishWebhook } from './support/webhook';
import { sandboxPostHeaders } from './support/sandbox-session';
import { makeRequestId } from '../../src/features/paybills/payment/request-id';

// Two `next start` instances of the built site on one real redis-server, as multi-instance.spec.ts,
// for what goes wrong between them: a Redis that freezes (SIGSTOP: the socket stays open and nothing
// answers), one sandbox ledger for both, and a publish that arrives while a page is being regenerated.
const DATA_DIR = '.data/real-parts';
const SEED_FILE = `${DATA_DIR}/seed/data.ndjson`;
const SECRET = 'real-parts-revalidate-secret';
/** What the issue asks of every page whatever Redis does. */
const PAGE_BOUND_MS = 1_000;
/** CONTENT_REVALIDATE_SECONDS: a publish seen well before this was not time-based revalidation. */
const ISR_SECONDS = 60;

const PAGES = ['/policy', '/termsconditions', '/about', '/pricing', '/contactus', '/comingsoon', '/paybills', '/'];

let redis: RedisServer;
let a: NextInstance;
let b: NextInstance;

function startInstance(name: string): Promise<NextInstance> {
  return startNextInstance(name, {
    REDIS_URL: redis.url,
    SANITY_REVALIDATE_SECRET: SECRET,
    SANDBOX_XSRF_SECRET: 'real-parts-sandbox-secret',
    CONTENT_SEED_DIR: `${DATA_DIR}/seed`,
    CONTACT_DATA_DIR: `${DATA_DIR}/contact`,
    CONTACT_RATE_LIMIT: '1000',
    SANDBOX_RATE_LIMIT: '1000',
  });
}

/** A GET the test gives up on after `timeoutMs` (the test's HTTP client timeout, not a sleep). */
async function get(instance: NextInstance, pathname: string, timeoutMs = 30_000) {
  const started = performance.now();
  const response = await fetch(instance.url + pathname, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    html,
    ms: performance.now() - started,
  };
}

function webhook(instance: NextInstance, body: object) {
  return sendPublishWebhook(instance.url, body, SECRET);
}

test.describe('two instances on one Redis, when things go wrong', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    cpSync('studio/seed', `${DATA_DIR}/seed`, { recursive: true });
    redis = await startRedisServer();
    a = await startInstance('A');
    b = await startInstance('B');
  });

  test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [a, b]));

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  test('a busy CPU with a healthy Redis: no payment gets 503, and the breaker never opens', async () => {
    test.setTimeout(120_000);
    const session = await sandboxPostHeaders(a.url);
    let done = false;
    // Ordinary load on A: visitors of the pages it renders per request (searches, with JavaScript and without).
    const visitors = Array.from({ length: 12 }, async (_, visitor) => {
      for (let visit = 0; !done && visit < 2_000; visit += 1) {
        const path = visitor % 2 === 0 ? `/?q=meter${visit}` : `/search?q=pay${visit}`;
        await fetch(a.url + path).then(
          (response) => response.arrayBuffer(),
          () => undefined,
        );
      }
    });
    const answers: string[] = [];
    try {
      for (let payment = 0; payment < 40; payment += 1) {
        const body = JSON.stringify({
          requestId: makeRequestId(),
          serviceID: 'mtn',
          billersCode: '08011111111',
          amount: 100,
          phone: '08011111111',
          email: 'ada@example.com',
        });
        const paid = await fetch(`${a.url}/api/sandbox/UtilitiesBills/Pay`, { method: 'POST', headers: session, body });
        answers.push(`${paid.status} ${paid.status === 200 ? '' : await paid.text()}`);
      }
    } finally {
      done = true;
      await Promise.all(visitors);
    }
    expect(
      answers.filter((answer) => !answer.startsWith('200')),
      `A's log:\n${a.logs()}`,
    ).toEqual([]);
    expect(a.logs()).not.toMatch(/\[redis\][^\n]*(did not answer|failed \()/);
  });

  test('a frozen Redis (SIGSTOP) holds no page for more than 1 s; once it thaws the instances share again', async () => {
    test.setTimeout(120_000);
    // Every page served once by each instance (rendered by A, read by B from Redis): the bound is about
    // Redis, not about how long a first render takes on a busy machine.
    for (const instance of [a, b])
      for (const pathname of PAGES) expect((await get(instance, pathname)).status).toBe(200);

    redis.process.kill('SIGSTOP');
    try {
      // Every page, and the contact form (rate-limited in Redis): each must answer within the bound,
      // which the request itself enforces (aborted past it).
      for (const instance of [a, b]) {
        for (const pathname of PAGES) {
          const page = await get(instance, pathname, PAGE_BOUND_MS).catch((error: unknown) => {
            throw new Error(
              `${instance.name} ${pathname} gave no answer within ${PAGE_BOUND_MS} ms (${String(error)}); its log:\n${instance.logs()}`,
            );
          });
          expect(page.status, `${instance.name} ${pathname} in ${Math.round(page.ms)} ms`).toBe(200);
        }
        const message = await fetch(`${instance.url}/api/contact`, {
          method: 'POST',
          signal: AbortSignal.timeout(PAGE_BOUND_MS),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Ada Obi',
            email: 'ada@example.com',
            phone: '08031234567',
            message: `Frozen Redis check via ${instance.name}`,
          }),
        });
        expect(message.status, `${instance.name} takes a message`).toBe(201);
        expect(instance.logs(), `${instance.name} says it skips Redis`).toMatch(
          /\[redis\] redis:\/\/127\.0\.0\.1:\d+ did not answer within \d+ ms/,
        );
      }
    } finally {
      redis.process.kill('SIGCONT');
    }

    // Thawed: each instance notices on its next requests and uses Redis again...
    for (const instance of [a, b]) {
      await expect
        .poll(
          async () => {
            await get(instance, '/policy');
            return instance.logs().includes('answers again');
          },
          { timeout: 15_000, message: `${instance.name} uses Redis again` },
        )
        .toBe(true);
    }
    // ...so a publish received by A reaches B through it: B renders the legal pages anew. (Polled: on a
    // busy machine the backlog Redis answers after the thaw can trip a breaker once more for a second.)
    expect((await get(b, '/termsconditions')).cache).toBe('HIT');
    await expect
      .poll(
        async () => {
          expect((await webhook(a, { _type: 'legalPage', _id: 'legalPage-terms' })).status).toBe(200);
          return (await get(b, '/termsconditions')).cache;
        },
        { timeout: 15_000, message: 'a publish sent to A makes B render the page again' },
      )
      .toBe('MISS');
  });

  test('one sandbox ledger: ten identical payments over both instances make one transaction; another amount gets 409 on either', async () => {
    const session = await sandboxPostHeaders(a.url);
    const pay = (instance: NextInstance, body: object) =>
      fetch(`${instance.url}/api/sandbox/UtilitiesBills/Pay`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { ...session, origin: instance.url },
      });
    const payment = {
      requestId: makeRequestId(),
      serviceID: 'mtn',
      billersCode: '08011111111',
      amount: 100,
      phone: '08011111111',
      email: 'ada@example.com',
    };

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => pay(i % 2 === 0 ? a : b, payment)));
    const payloads = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      payload: { transactionId: string; status: string };
    }>;
    expect(
      payloads.map((payload, i) => `${answers[i]?.status} ${payload.payload ? '' : JSON.stringify(payload)}`),
    ).toEqual(Array(10).fill('200 '));
    expect(new Set(payloads.map(({ payload }) => payload.transactionId)).size).toBe(1);
    expect(payloads[0]?.payload.status).toBe('delivered');

    for (const instance of [a, b]) {
      const conflict = await pay(instance, { ...payment, amount: 200 });
      expect(conflict.status, `${instance.name} refuses the same request id for another amount`).toBe(409);
      expect(await conflict.json()).toMatchObject({ error: { code: 'request_id_conflict' } });
    }
  });

  test('a requery reads the shared ledger: pending on the first, delivered on the second, whichever instance', async () => {
    const session = await sandboxPostHeaders(a.url);
    const requestId = makeRequestId();
    const paid = await fetch(`${a.url}/api/sandbox/UtilitiesBills/Pay`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({
        requestId,
        serviceID: 'mtn',
        billersCode: '08012000000',
        amount: 100,
        phone: '08012000000',
        email: 'ada@example.com',
      }),
    });
    expect(await paid.json()).toMatchObject({ payload: { status: 'pending' } });
    const requery = async (instance: NextInstance) =>
      (
        (await (await fetch(`${instance.url}/api/sandbox/UtilitiesBills/Pay/${requestId}`)).json()) as {
          payload: { status: string };
        }
      ).payload.status;
    expect(await requery(b)).toBe('pending');
    expect(await requery(a)).toBe('delivered');
    expect(await requery(b)).toBe('delivered');
  });

  test('a publish that arrives while a fresh instance regenerates its pages is never lost', async () => {
    test.setTimeout(180_000);
    // Nothing cached anywhere, and an instance that has rendered nothing but home: each request below
    // starts a regeneration, and a fresh server's first renders are slow.
    await withRedisClient(redis.url, (client) => client.flushAll());
    const c = await startInstance('C');
    try {
      const original = readFileSync(SEED_FILE, 'utf8');
      const credit = 'Built by Helpa Technologies Ltd';
      expect(original).toContain(credit);
      const marker = `Published mid-regeneration ${Date.now()}`;
      const pages = PAGES.filter((pathname) => pathname !== '/');
      const started = Date.now();

      // Visitors ask C for every page (the footer on each comes from site settings)...
      const visits = pages.map((pathname) => get(c, pathname));
      // ...and while C renders them, an editor publishes new site settings, and the webhook reaches A.
      writeFileSync(SEED_FILE, original.replace(credit, marker));
      expect((await webhook(a, { _type: 'siteSettings', _id: 'siteSettings' })).status).toBe(200);
      for (const visit of await Promise.all(visits)) expect(visit.status).toBe(200);

      // Every page on every instance shows the publish soon after, not 60 s of the old footer.
      for (const instance of [c, a, b]) {
        for (const pathname of pages) {
          await expect
            .poll(async () => (await get(instance, pathname)).html.includes(marker), {
              timeout: 15_000,
              message: `${instance.name} ${pathname} shows the publish`,
            })
            .toBe(true);
        }
      }
      expect(Date.now() - started).toBeLessThan(ISR_SECONDS * 1000);
    } finally {
      await c.stop();
    }
  });
});

test('one instance without Redis: a publish that arrives while it regenerates its pages is never lost', async () => {
  test.setTimeout(180_000);
  const dataDir = '.data/real-parts-alone';
  rmSync(dataDir, { recursive: true, force: true });
  cpSync('studio/seed', `${dataDir}/seed`, { recursive: true });
  const alone = await startNextInstance('alone', {
    SANITY_REVALIDATE_SECRET: SECRET,
    CONTENT_SEED_DIR: `${dataDir}/seed`,
    CONTACT_DATA_DIR: `${dataDir}/contact`,
  });
  try {
    const seedFile = `${dataDir}/seed/data.ndjson`;
    const original = readFileSync(seedFile, 'utf8');
    const credit = 'Built by Helpa Technologies Ltd';
    const marker = `Published mid-regeneration, no Redis ${Date.now()}`;
    const pages = PAGES.filter((pathname) => pathname !== '/');
    const started = Date.now();

    // A fresh server: each visit renders its page...
    const visits = pages.map((pathname) => get(alone, pathname));
    // ...while an editor publishes new site settings.
    writeFileSync(seedFile, original.replace(credit, marker));
    expect((await webhook(alone, { _type: 'siteSettings', _id: 'siteSettings' })).status).toBe(200);
    const served = await Promise.all(visits);
    for (const visit of served) expect(visit.status).toBe(200);
    // The race was real: every page was being rendered (MISS) or regenerated (STALE) as the publish came.
    const cached = served.map((visit) => visit.cache).filter(Boolean);
    expect(cached.length).toBeGreaterThan(0);
    expect(
      cached.every((cache) => cache === 'MISS' || cache === 'STALE'),
      cached.join(', '),
    ).toBe(true);

    for (const pathname of pages) {
      await expect
        .poll(async () => (await get(alone, pathname)).html.includes(marker), {
          timeout: 15_000,
          message: `${pathname} shows the publish`,
        })
        .toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(ISR_SECONDS * 1000);
  } finally {
    await alone.stop();
  }
});
