import { readFileSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { FAKE_FAILING_PHONE, startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { parseSeed } from '../../src/lib/content/seed-documents';
import { startFakeContentLake, type FakeContentLake } from '../fixtures/fake-content-lake';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { freePort } from '../fixtures/redis-server';
import { accessLines as accessLinesOf, accessLogText, instanceLines as logLinesOf } from './support/json-logs';
import { airtimePayment } from './support/sandbox-session';

// One request id end to end, on the production topology: nginx makes it, the instance logs it (JSON lines) and hands it
// to the bills API, the visitor gets it back; and no log of the run holds a payer's email, phone or number in clear.
const DATA_DIR = '.data/request-id';
const HEX_ID = /^[0-9a-f]{32}$/;

let bills: FakeBillsApi;
let instance: NextInstance;
let proxy: FrontProxy;
let metricsUrl: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  bills = await startFakeBillsApi();
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  instance = await startNextInstance('request-id', {
    BILLS_API_URL: bills.url,
    TRUSTED_PROXY_HOPS: '1',
    CONTACT_DATA_DIR: `${DATA_DIR}/contact`,
    METRICS_PORT: String(metricsPort),
  });
  proxy = await startFrontProxyFor('request-id', [instance]);
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [instance]));
test.afterAll(async () => {
  await proxy?.stop();
  await instance?.stop();
  await bills?.close();
});

const instanceLines = () => logLinesOf(instance);
const accessLines = () => accessLinesOf(proxy);

test("a payment's id is nginx's, the instance's and the bills API's, and the visitor's reference; no log holds the payer in clear", async () => {
  const payment = airtimePayment();
  const { requestId: paymentReference } = JSON.parse(payment) as { requestId: string };
  const response = await fetch(`${proxy.url}/api/bills/UtilitiesBills/Pay`, {
    method: 'POST',
    body: payment,
    // A visitor's own id is never taken for the request's.
    headers: { 'content-type': 'application/json', origin: proxy.url, 'x-request-id': 'visitor-chosen-id-0001' },
  });
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id') ?? '';
  expect(id).toMatch(HEX_ID);

  // The bills API was asked under the same id.
  expect(bills.calls.find((call) => call.call === 'POST /bills/UtilitiesBills/Pay')?.requestId).toBe(id);
  // nginx's access log: the same id, with the time the instance took.
  await expect
    .poll(() => accessLines().find((line) => line.requestId === id))
    .toMatchObject({ method: 'POST', path: '/api/bills/UtilitiesBills/Pay', status: 200 });
  expect(Number(accessLines().find((line) => line.requestId === id)?.upstreamTime)).toBeGreaterThan(0);
  // The instance: the payment's event and the request's line, each under that id.
  await expect
    .poll(() =>
      instanceLines()
        .filter((line) => line.requestId === id)
        .map((line) => line.event),
    )
    .toEqual(expect.arrayContaining(['payment', 'bills-call', 'request']));
  expect(instanceLines().find((line) => line.event === 'payment' && line.requestId === id)).toMatchObject({
    outcome: 'delivered',
    service: 'mtn',
    paymentReference,
  });
  expect(instanceLines().find((line) => line.event === 'request' && line.requestId === id)).toMatchObject({
    method: 'POST',
    route: 'api/bills',
    status: 200,
  });

  const everything = instance.logs() + accessLogText(proxy);
  expect(everything).not.toContain('visitor-chosen-id-0001');
  for (const secret of ['ada@example.com', '08031234567', '2348031234567'])
    expect(everything, `${secret} in a log`).not.toContain(secret);
});

test("the payment is counted once in the instance's metrics, on the operators' port only", async () => {
  const metrics = await (await fetch(metricsUrl)).text();
  expect(metrics).toContain('helpa_payments_total{service="mtn",outcome="delivered"} 1');
  expect(metrics).toContain('helpa_bills_api_calls_total{call="pay",outcome="ok"} 1');
  expect(metrics).toMatch(/helpa_http_requests_total\{route="api\/bills",method="POST",status="200"\} 1\n/);
  expect(metrics).toContain('helpa_redis_breaker_open 0');
  expect(metrics).toMatch(/^helpa_nodejs_eventloop_lag_seconds /m);
  // Nothing a visitor sent is a label.
  expect(metrics).not.toMatch(/08031234567|ada@example|UtilitiesBills\/Pay/);
  // Neither the visitors' port nor the proxy serves them.
  expect((await fetch(`${instance.url}/metrics`)).status).toBe(404);
  expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
});

test('a page and an error keep their id; a request straight to the instance gets one of its own, whatever it sent', async () => {
  const page = await fetch(`${proxy.url}/about`);
  expect(page.headers.get('x-request-id')).toMatch(HEX_ID);
  const missing = await fetch(`${proxy.url}/api/no-such-thing`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('x-request-id')).toMatch(HEX_ID);
  expect(missing.headers.get('x-request-id')).not.toBe(page.headers.get('x-request-id'));

  // Straight to the instance: its peer (this test, on loopback) counts as the trusted proxy by default, so it is trusted
  // only in nginx's shape; anything else is replaced.
  const direct = await fetch(`${instance.url}/about`, { headers: { 'x-request-id': 'bad id with spaces' } });
  expect(direct.headers.get('x-request-id')).toMatch(HEX_ID);
});

/** The reference a visitor reads, under the sentence that asks them to quote it. */
const shownReference = (page: Page) => page.getByText('If you contact support, quote this reference:').locator('code');

/** Airtime for `phone` through the proxy's pay bills page, up to its Make Payment pressed. */
async function payAirtime(page: Page, phone: string): Promise<void> {
  await page.goto(`${proxy.url}/paybills?service=airtime`);
  const panel = page.getByRole('tabpanel', { name: 'Airtime VTU' });
  await panel.getByLabel('Phone number').fill(phone);
  await panel.getByLabel('Network').selectOption('mtn');
  await panel.getByLabel('Amount').fill('150');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await panel.getByRole('button', { name: 'Make Payment' }).click();
}

/** The id a visitor was shown names one request in nginx's log and in the instance's, with this status. */
async function expectLoggedEverywhere(id: string, status: number, path: RegExp): Promise<void> {
  expect(id).toMatch(HEX_ID);
  await expect
    .poll(() => accessLines().find((line) => line.requestId === id))
    .toMatchObject({ status, path: expect.stringMatching(path) });
  await expect
    .poll(() => instanceLines().find((line) => line.event === 'request' && line.requestId === id))
    .toMatchObject({ status });
}

test('a payment that failed shows the payer the id nginx and the instance logged for it', async ({ page }) => {
  await payAirtime(page, FAKE_FAILING_PHONE);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  const id = (await shownReference(page).textContent()) ?? '';
  await expectLoggedEverywhere(id, 200, /^\/api\/bills\/UtilitiesBills\/Pay$/);
  expect(instanceLines().find((line) => line.event === 'payment' && line.requestId === id)).toMatchObject({
    outcome: 'failed',
    service: 'mtn',
  });
});

test('a payment whose outcome is unknown (the bills API erring) shows the id of the request that did not settle it', async ({
  page,
}) => {
  await page.goto(`${proxy.url}/paybills?service=airtime`);
  // Every call errs from the payment on: Pay and the checks after it.
  await page.route('**/api/bills/UtilitiesBills/Pay', async (route) => {
    bills.misbehaviour = {
      kind: 'answer',
      status: 500,
      body: '{"error":{"code":"internal","message":"Internal error"}}',
      contentType: 'application/json',
    };
    await route.continue();
  });
  try {
    await payAirtime(page, '08031234567');
    await expect(page.getByRole('heading', { name: 'Status unknown, checking' })).toBeVisible();
    const id = (await shownReference(page).textContent()) ?? '';
    // nginx relayed the instance's 502 (the bills API's 500 is not shown as it came).
    await expectLoggedEverywhere(id, 502, /^\/api\/bills\/UtilitiesBills\/Pay/);
  } finally {
    bills.misbehaviour = null;
  }
});

test.describe('pages no instance can render', () => {
  const POST = '/news/carehub-shifts-for-clinics';
  const POST_TITLE = 'CareHub now plans shifts for clinics';
  let lake: FakeContentLake;
  let failing: NextInstance;
  let lonely: FrontProxy;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    lake = await startFakeContentLake({
      documents: parseSeed(readFileSync('studio/seed/data.ndjson', 'utf8'), 'studio/seed'),
    });
    failing = await startNextInstance('request-id-failing', {
      CONTACT_DATA_DIR: `${DATA_DIR}/contact-2`,
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'reqid000',
      SANITY_API_HOST: lake.url,
    });
    lonely = await startFrontProxyFor('request-id-lonely', [failing]);
    // The news listing is rendered and kept while the Content Lake answers; then it stops: a post, never rendered, fails
    // (the designed error page). Not a fixed page: the instance's warm-up (a search) read every fixed page's content,
    // which it then serves from its last good copy.
    expect((await fetch(`${failing.url}/news`)).status).toBe(200);
    await lake.close();
  });
  test.afterAll(async () => {
    await lonely?.stop();
    await failing?.stop();
  });

  test('the error page shows the id of the request that failed, loaded or reached by a link', async ({ page }) => {
    const lonelyAccess = (id: string) => accessLinesOf(lonely).find((line) => line.requestId === id);
    const failingLine = (id: string) =>
      logLinesOf(failing).find((line) => line.event === 'request' && line.requestId === id);

    const loaded = await page.goto(`${lonely.url}${POST}`);
    expect(loaded?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t show this page right now' })).toBeVisible();
    await expect(shownReference(page)).toHaveText(HEX_ID);
    const id = (await shownReference(page).textContent()) ?? '';
    expect(id).toBe(loaded?.headers()['x-request-id']);
    await expect.poll(() => lonelyAccess(id)).toMatchObject({ path: POST, status: 500 });
    await expect.poll(() => failingLine(id)).toMatchObject({ status: 500 });

    // From a page that is served (kept from before the Lake stopped) by a link: the id of the router's request for the failing page (its
    // answer streams the failure after a 200's headers), neither the first page's nor a prefetch's.
    const news = await page.goto(`${lonely.url}/news`);
    expect(news?.status()).toBe(200);
    const answers: Array<{ id: string | undefined; prefetch: boolean }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === POST)
        answers.push({
          id: response.headers()['x-request-id'],
          prefetch: response.request().headers()['next-router-prefetch'] === '1',
        });
    });
    await page.getByRole('main').getByRole('link', { name: POST_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t show this page right now' })).toBeVisible();
    await expect(shownReference(page)).toHaveText(HEX_ID);
    const linked = (await shownReference(page).textContent()) ?? '';
    expect(answers.find((answer) => answer.id === linked)).toEqual({ id: linked, prefetch: false });
    await expect.poll(() => lonelyAccess(linked)).toMatchObject({ path: POST });
    await expect.poll(() => failingLine(linked)).toMatchObject({ route: 'page' });
  });

  test('with no instance answering, the 503 page shows the id nginx logged, to quote to support', async () => {
    await failing.stop();
    const response = await fetch(`${lonely.url}/paybills`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(HEX_ID);
    expect(await response.text()).toContain(`quote this reference: <code>${id}</code>`);
  });
});
