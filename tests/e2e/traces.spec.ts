import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startOtlpReceiver, type OtlpReceiver } from '../fixtures/otlp-receiver';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { airtimePayment } from './support/sandbox-session';

// Traces on the production topology (nginx, an instance with Redis and a stand-in bills API), exported with OTLP/HTTP
// to a local collector: the spans of a request (the request itself, its bills API call, its Redis commands, its
// content queries) arrive, each carrying the id nginx gave the request. Without OTEL_EXPORTER_OTLP_ENDPOINT nothing is
// sent and the SDK is never loaded (tests/unit/instrumentation.test.ts).
const DATA_DIR = '.data/traces';
const REQUEST_ID = 'helpa.request_id';
/** OTLP's span kinds. */
const SERVER = 2;

let collector: OtlpReceiver;
let bills: FakeBillsApi;
let redis: RedisServer;
let instance: NextInstance;
let proxy: FrontProxy;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  collector = await startOtlpReceiver();
  bills = await startFakeBillsApi();
  redis = await startRedisServer({ dataDir: `${DATA_DIR}/redis` });
  instance = await startNextInstance('traces', {
    BILLS_API_URL: bills.url,
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
    CONTACT_DATA_DIR: `${DATA_DIR}/contact`,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'helpa-site-e2e',
    // Exported a fifth of a second after they end, rather than every 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  proxy = await startFrontProxyFor('traces', [instance]);
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [instance]));
test.afterAll(async () => {
  await proxy?.stop();
  await instance?.stop();
  await redis?.stop();
  await bills?.close();
  await collector?.close();
});

const spansOf = (id: string) => collector.spans.filter((span) => span.attributes[REQUEST_ID] === id);

test("a payment's spans reach the collector, each with the request id nginx logged: the request, the bills API call, Redis", async () => {
  const response = await fetch(`${proxy.url}/api/bills/UtilitiesBills/Pay`, {
    method: 'POST',
    body: airtimePayment(),
    headers: { 'content-type': 'application/json', origin: proxy.url },
  });
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id') ?? '';
  expect(id).toMatch(/^[0-9a-f]{32}$/);

  await expect
    .poll(() => spansOf(id).map((span) => span.name))
    .toEqual(expect.arrayContaining(['bills.call', 'redis']));
  const spans = spansOf(id);
  // The incoming request: Next's server span, the root of the trace every other span belongs to.
  const root = spans.find((span) => span.kind === SERVER && !span.parentSpanId);
  expect(root?.attributes).toMatchObject({ 'http.method': 'POST' });
  expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([root?.traceId]));
  expect(spans.find((span) => span.name === 'bills.call')?.attributes).toMatchObject({
    'helpa.bills_call': 'pay',
    'http.response.status_code': 200,
  });
  // The bills API was called inside that trace (W3C trace context), under the same X-Request-Id.
  expect(bills.calls.find((call) => call.requestId === id)).toBeTruthy();
  expect(collector.refused).toEqual([]);
});

test("a page rendered per request: its content queries' spans carry its request id", async () => {
  const response = await fetch(`${proxy.url}/contactus`);
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id') ?? '';
  await expect.poll(() => spansOf(id).filter((span) => span.name === 'sanity.query').length).toBeGreaterThan(0);
  expect(spansOf(id).find((span) => span.name === 'sanity.query')?.attributes).toMatchObject({
    'db.system.name': 'sanity',
    'helpa.content_source': 'seed',
  });
  // Nothing a visitor sent, and no secret, is an attribute.
  expect(JSON.stringify(collector.spans)).not.toMatch(/08031234567|ada@example\.com|fake-upstream-token/);
});
