import { expect, test } from '@playwright/test';
import { startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { malformedRequests, type MalformedRequest } from '../fixtures/malformed-requests';
import type { FrontProxy } from '../../scripts/front-proxy.mjs';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
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
];
const PER_ROUTE = 200;
// Requests in flight at once: enough to keep a 2-core machine busy without queueing behind itself.
const IN_FLIGHT = 4;

/** What the answer to one malformed request must be, or null when it is acceptable. */
function problemWith(route: string, malformed: MalformedRequest, answer: RawAnswer): string | null {
  if (answer.status === 0 || answer.status >= 500) return 'no answer or a 5xx';
  const withoutBody = malformed.method === 'HEAD' || answer.status === 204 || answer.status === 304;
  if (answer.status < 400 || withoutBody || isJsonError(answer)) return null;
  // A page (or an image) may answer with the site's 404 page; an API address never answers HTML.
  if (!route.startsWith('/api/') && answer.status === 404 && answer.type.includes('text/html')) return null;
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
let instance: NextInstance;
let proxy: FrontProxy;

// Its own server behind its own front proxy, as production runs it (the fuzz meets every rate limit,
// which must not spill into the other tests), with a bills API configured, so /api/bills/* goes
// through the relay rather than to the sandbox.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeBillsApi();
  // Its visitor limit on the relay high enough that every malformed call still reaches the bills API.
  instance = await startNextInstance('fuzz', {
    SANITY_REVALIDATE_SECRET: 'fuzz-secret',
    CONTACT_DATA_DIR: '.data/fuzz/contact',
    BILLS_API_URL: fake.url,
    BILLS_RATE_LIMIT: '100000',
    TRUSTED_PROXY_HOPS: '1',
  });
  proxy = await startFrontProxyFor('fuzz', [instance]);
});
test.afterAll(async () => {
  await proxy?.stop();
  await instance?.stop();
  await fake?.close();
});

test(`${PER_ROUTE} malformed requests to each of ${ROUTES.length} routes: never a 5xx; an API refusal is a 4xx JSON error, a page's may be its 404 page`, async () => {
  test.setTimeout(240_000);
  const cases = ROUTES.flatMap((route, index) => malformedRequests(route, PER_ROUTE, 1000 + index).map((malformed) => ({ route, malformed })));
  const problems: string[] = [];
  let sent = 0;
  const answers = { '2xx/3xx': 0, '4xx': 0, '5xx': 0, none: 0 };
  await inPool(cases, IN_FLIGHT, async ({ route, malformed }) => {
    const answer = await sendRaw(proxy.url, malformed).catch((error: Error): RawAnswer => ({ status: 0, type: '', body: error.message, headers: {} }));
    sent += 1;
    answers[answer.status === 0 ? 'none' : answer.status >= 500 ? '5xx' : answer.status >= 400 ? '4xx' : '2xx/3xx'] += 1;
    const problem = problemWith(route, malformed, answer);
    if (problem) {
      problems.push(
        `${problem}: ${malformed.method} ${malformed.path.slice(0, 120)} ${JSON.stringify(malformed.headers).slice(0, 160)} → ${answer.status} ${answer.type} ${answer.body.slice(0, 160)}`,
      );
    }
  });
  // The figures `npm run bench` puts in its report.
  test.info().annotations.push({ type: 'fuzz', description: JSON.stringify({ routes: ROUTES.length, sent, answers, problems: problems.length }) });
  expect(sent).toBe(PER_ROUTE * ROUTES.length);
  expect(problems, problems.slice(0, 15).join('\n')).toEqual([]);
  // The relay was fuzzed for real: the bills API received calls.
  expect(fake.calls.length).toBeGreaterThan(0);
  // And the server still serves its pages and relays.
  expect((await fetch(`${proxy.url}/`)).status).toBe(200);
  expect((await fetch(`${proxy.url}/api/bills/UtilitiesBills`)).status).toBe(200);
});
