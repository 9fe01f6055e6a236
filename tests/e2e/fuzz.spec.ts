import { expect, test } from '@playwright/test';
import { startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { malformedRequests, type MalformedRequest } from '../fixtures/malformed-requests';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { get, whatAVisitorGets, whereTheyDiffer, type Answer } from './support/plain-visitor';
import { isJsonError, sendRaw, type RawAnswer } from './support/raw-http';

// Every route handler, dynamic route and page, with `*` for a dynamic segment.
const ROUTES = [
  '/api/contact',
  '/api/revalidate',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/bills/UtilitiesBills',
  '/api/bills/*',
  '/api/sandbox/UtilitiesBills',
  '/api/sandbox/UtilitiesBills/service-type',
  '/api/sandbox/UtilitiesBills/variations',
  '/api/sandbox/UtilitiesBills/VerifyMerchant',
  '/api/sandbox/UtilitiesBills/Pay',
  '/api/sandbox/UtilitiesBills/Pay/*',
  '/api/sandbox/membership-tier',
  '/search-index.json',
  '/og/*',
  '/seed-images/*',
  '/contactus/*',
  '/search',
  '/*',
  '/paybills',
  '/contactus',
  '/about',
  '/pricing',
  '/sitemap.xml',
  '/robots.txt',
  '/_next/static/chunks/*',
  '/styles/*',
];
const PER_ROUTE = 560;
// Sent again once no instance answers: then the only 5xx is the deliberate 503.
const WHILE_DOWN = 500;
// Requests in flight at once: enough to keep a 2-core machine busy without queueing behind itself.
const IN_FLIGHT = 6;
/** What a visitor must never read: the proxy's or Node's own words, a stack, an instance's address. */
const INTERNAL_TEXT = /nginx|Bad Gateway|TypeError|node_modules|\bat \S+ \(|127\.0\.0\.1:\d+/;

/** The deliberate answer while no instance answers: the static 503 page, or its JSON twin under /api/. */
function isDeliberateUnavailable(malformed: MalformedRequest, answer: RawAnswer): boolean {
  if (answer.status !== 503 || !answer.headers['retry-after']) return false;
  if (malformed.method === 'HEAD') return true;
  if (answer.type.includes('application/json'))
    return isJsonError(answer) && (JSON.parse(answer.body) as { error: { code: string } }).error.code === 'unavailable';
  return answer.type.includes('text/html') && answer.body.includes('<h1>Helpa is unavailable for a moment</h1>');
}

/** What the answer to one malformed request must be, or null when it is acceptable. */
function problemWith(
  route: string,
  malformed: MalformedRequest,
  answer: RawAnswer,
  { down = false } = {},
): string | null {
  if (answer.status === 0) return 'no answer';
  if (answer.status >= 500 && !(down && isDeliberateUnavailable(malformed, answer))) return 'a 5xx';
  if (answer.status >= 400 && INTERNAL_TEXT.test(answer.body)) return 'internal text';
  if (down && answer.status === 503) return null;
  const withoutBody = malformed.method === 'HEAD' || answer.status === 204 || answer.status === 304;
  if (answer.status < 400 || withoutBody || isJsonError(answer)) return null;
  // A page (or an image) may answer with the site's 404 page, or its payload to the router (RSC: 1); an API address never answers HTML.
  const notFoundPage =
    answer.type.includes('text/html') || (answer.type.includes('text/x-component') && malformed.headers.rsc === '1');
  if (!route.startsWith('/api/') && answer.status === 404 && notFoundPage) return null;
  return 'a 4xx that is not the JSON error {error: {code, message}}';
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

let fake: FakeBillsApi;
let redis: RedisServer;
let instances: NextInstance[] = [];
let proxy: FrontProxy;

// Its own two servers and Redis behind its own front proxy, as production runs them (the fuzz meets
// every rate limit, which must not spill into the other tests), with a bills API configured, so
// /api/bills/* goes through the relay rather than to the sandbox.
test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeBillsApi();
  redis = await startRedisServer();
  // Their visitor limits high enough that every malformed call still reaches the routes.
  const env = {
    REDIS_URL: redis.url,
    SANITY_REVALIDATE_SECRET: 'fuzz-secret',
    SANDBOX_XSRF_SECRET: 'fuzz-sandbox-secret',
    CONTACT_DATA_DIR: '.data/fuzz/contact',
    BILLS_API_URL: fake.url,
    BILLS_RATE_LIMIT: '100000',
    TRUSTED_PROXY_HOPS: '1',
  };
  // One after the other: two servers starting at once are slow on two cores.
  instances = [await startNextInstance('fuzz-A', env), await startNextInstance('fuzz-B', env)];
  proxy = await startFrontProxyFor('fuzz', instances);
  // Past each page's first regeneration after the start, whose render differs from the build's copy
  // (its segment flags): a poisoned copy is then any difference between two plain visits.
  for (const instance of instances) {
    for (const path of [
      '/',
      '/about',
      '/pricing',
      '/sitemap.xml',
      '/robots.txt',
      '/search-index.json',
      '/no-such-page',
      '/search?q=pay',
    ]) {
      await expect
        .poll(async () => (await get(instance.url, path)).headers['x-nextjs-cache'] ?? 'not kept by Next', {
          timeout: 30_000,
          message: path,
        })
        .not.toBe('STALE');
    }
  }
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, instances));
test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
  await fake?.close();
});

type Counts = { '2xx/3xx': number; '4xx': number; '5xx': number; none: number };

/**
 * A GET of a page or file carrying headers a visitor controls is watched: a plain visitor asks for the
 * same address with the same encoding just before and just after it. Where either answer is a copy (one
 * the site marks for shared caches, or one the proxy served from its cache), the two must be the same
 * (byte for byte, but for a nonce and the order of React's rows); answers rendered for each visitor may
 * differ between two renders (React streams them as they are ready). API reads are left out: a requery
 * may rightly change between two reads.
 */
const isWatched = (route: string, malformed: MalformedRequest) =>
  malformed.visitorHeaders !== undefined && malformed.method === 'GET' && !route.startsWith('/api/');
const isCopy = (answer: Answer) =>
  /s-maxage=0*[1-9]|\bpublic\b.*max-age=0*[1-9]/.test(String(answer.headers['cache-control'])) ||
  /^(HIT|STALE|UPDATING|REVALIDATED)$/.test(String(answer.headers['x-cache-status']));

/** Sends every case through the proxy; the answers' counts, what was wrong with any, and the poisoned copies among them. */
async function send(
  cases: Array<{ route: string; malformed: MalformedRequest }>,
  down = false,
): Promise<{ answers: Counts; problems: string[]; watched: number; poisoned: string[] }> {
  const answers: Counts = { '2xx/3xx': 0, '4xx': 0, '5xx': 0, none: 0 };
  const problems: string[] = [];
  const poisoned: string[] = [];
  let watched = 0;
  await inPool(cases, IN_FLIGHT, async ({ route, malformed }) => {
    const encoding = malformed.headers['accept-encoding'];
    const plain = () =>
      get(proxy.url, malformed.path, encoding ? { 'accept-encoding': encoding } : {}).catch((error: Error): Answer => ({
        status: 0,
        headers: {},
        body: Buffer.from(error.message),
      }));
    const before = isWatched(route, malformed) ? await plain() : null;
    const answer = await sendRaw(proxy.url, malformed).catch((error: Error): RawAnswer => ({
      status: 0,
      type: '',
      body: error.message,
      headers: {},
    }));
    if (before !== null) {
      watched += 1;
      const after = await plain();
      const [seen, seenAfter] = [whatAVisitorGets(before), whatAVisitorGets(after)];
      if ((isCopy(before) || isCopy(after)) && seenAfter !== seen) {
        poisoned.push(
          `${malformed.path.slice(0, 120)} after "${malformed.visitorHeaders}": ${whereTheyDiffer(seen, seenAfter)}`,
        );
      }
    }
    answers[answer.status === 0 ? 'none' : answer.status >= 500 ? '5xx' : answer.status >= 400 ? '4xx' : '2xx/3xx'] +=
      1;
    const problem = problemWith(route, malformed, answer, { down });
    if (problem) {
      problems.push(
        `${problem}: ${malformed.method} ${malformed.path.slice(0, 120)} ${JSON.stringify(malformed.headers).slice(0, 160)} → ${answer.status} ${answer.type} ${answer.body.slice(0, 160)}`,
      );
    }
  });
  return { answers, problems, watched, poisoned };
}

test(`${PER_ROUTE} malformed requests to each of ${ROUTES.length} routes through the proxy to two instances and Redis, two in five with headers a visitor controls: never a 5xx but the deliberate 503 while both are down, never a poisoned copy`, async () => {
  test.setTimeout(540_000);
  const host = new URL(proxy.url).host;
  const cases = ROUTES.flatMap((route, index) =>
    malformedRequests(route, PER_ROUTE, 1000 + index, host).map((malformed) => ({ route, malformed })),
  );
  const up = await send(cases);
  // The relay was fuzzed for real: the bills API received calls.
  expect(fake.calls.length).toBeGreaterThan(0);
  // And the servers still serve their pages and relay.
  expect((await fetch(`${proxy.url}/`)).status).toBe(200);
  expect((await fetch(`${proxy.url}/api/bills/UtilitiesBills`)).status).toBe(200);

  // No instance answers: every answer is a refusal, a kept page, or the deliberate 503.
  await Promise.all(instances.map((instance) => instance.stop()));
  const whileDown = cases
    .filter((_, index) => index % Math.floor(cases.length / WHILE_DOWN) === 0)
    .slice(0, WHILE_DOWN);
  const down = await send(whileDown, true);

  const sent = cases.length + whileDown.length;
  const problems = [...up.problems, ...down.problems];
  // The figures `npm run bench` puts in its report.
  const answers = {
    '2xx/3xx': up.answers['2xx/3xx'] + down.answers['2xx/3xx'],
    '4xx': up.answers['4xx'] + down.answers['4xx'],
    '5xx': up.answers['5xx'],
    none: up.answers.none + down.answers.none,
  };
  const withVisitorHeaders = [...cases, ...whileDown].filter(
    ({ malformed }) => malformed.visitorHeaders !== undefined,
  ).length;
  test.info().annotations.push({
    type: 'fuzz',
    description: JSON.stringify({
      routes: ROUTES.length,
      sent,
      withVisitorHeaders,
      answers,
      deliberate503: down.answers['5xx'],
      problems: problems.length,
      watched: up.watched,
      poisoned: up.poisoned.length,
    }),
  });
  expect(problems, problems.slice(0, 15).join('\n')).toEqual([]);
  expect(up.poisoned, up.poisoned.slice(0, 10).join('\n')).toEqual([]);
  expect(up.watched).toBeGreaterThan(250);
  expect(sent).toBeGreaterThanOrEqual(15_000);
  expect(up.answers['5xx']).toBe(0);
  expect(down.answers['5xx']).toBeGreaterThan(0);
});
