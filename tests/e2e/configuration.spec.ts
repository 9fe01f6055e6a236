import { cpSync, rmSync } from 'node:fs';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';
import { FAKE_METER, FAKE_SERVICE_TYPES, startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';

// What an operator sets when starting the built site (no rebuild) and what happens when a service it
// depends on fails. Each test starts its own `next start` of the same build the suite runs.
const SANDBOX_NOTICE = 'Sandbox: no real payments';
const DATA_DIR = '.data/configuration';
const SECRET = 'configuration-revalidate-secret';

let fake: FakeBillsApi;
let instance: NextInstance | undefined;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  fake = await startFakeBillsApi();
});
test.afterEach(async () => {
  await instance?.stop();
  instance = undefined;
});
test.afterAll(async () => {
  await fake.close();
});

test('without BILLS_API_URL pay bills runs on the sandbox and says so', async ({ page }) => {
  await page.goto('/paybills');
  await expect(page.getByText(SANDBOX_NOTICE)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);
});

test('without BILLS_API_URL pay bills says so when reached from another page too, and there is no second pay bills page', async ({
  page,
  request,
}) => {
  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pay bills' }).click();
  await expect(page).toHaveURL(/\/paybills$/);
  await expect(page.getByText(SANDBOX_NOTICE)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(4);

  expect((await request.get('/paybills/sandbox', { maxRedirects: 0 })).status()).toBe(404);
});

test('started on a named address (next start -H 127.0.0.1) without BILLS_API_URL, the sandbox takes the page’s own POSTs and refuses another site’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  instance = await startNextInstance('sandbox-on-named-host', {});
  await page.goto(`${instance.url}/paybills`);
  await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await page.getByLabel('Meter number').fill('11111111111');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('region', { name: 'Meter Information' })).toContainText('Adaeze Okafor');

  const cookies = await page.context().cookies(instance.url);
  const xsrf = cookies.find(({ name }) => name === 'XSRF-TOKEN')?.value ?? '';
  const fromElsewhere = await page.request.post(`${instance.url}/api/bills/UtilitiesBills/VerifyMerchant`, {
    headers: { Origin: 'https://attacker.example', 'X-XSRF-TOKEN': xsrf },
    data: { billersCode: '11111111111', serviceID: 'ikeja-electric', type: 'prepaid' },
  });
  expect(fromElsewhere.status()).toBe(403);
  expect(await fromElsewhere.json()).toMatchObject({
    error: { code: 'xsrf', message: 'The request came from another site.' },
  });
});

test('BILLS_API_URL set only when the server starts: the browser’s calls reach that API through the site, and no sandbox notice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  instance = await startNextInstance('real-bills', { BILLS_API_URL: fake.url });
  fake.calls.length = 0;
  await page.goto(`${instance.url}/paybills`);
  await expect(page.getByRole('tab')).toHaveText(FAKE_SERVICE_TYPES.map((type) => type.name));
  await expect(page.getByText(SANDBOX_NOTICE)).toHaveCount(0);
  expect(fake.calls.map(({ call }) => call)).toContain('GET /bills/UtilitiesBills');
  // The API's XSRF cookie reached the browser through the site, and comes back as the header.
  await page.reload();
  await expect(page.getByRole('tab')).toHaveCount(2);
  expect(fake.calls.at(-1)?.xsrfHeader).toBe('fake-upstream-token');
});

test('a POST through the site (verifying a meter) reaches the bills API with its XSRF cookie and header, and the visitor sees its answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  instance = await startNextInstance('real-bills-post', { BILLS_API_URL: fake.url });
  await page.goto(`${instance.url}/paybills`);
  await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  fake.calls.length = 0;
  await page.getByLabel('Meter number').fill(FAKE_METER.Meter_Number);
  await page.getByRole('button', { name: 'Proceed' }).click();
  const meter = page.getByRole('region', { name: 'Meter Information' });
  await expect(meter).toContainText(FAKE_METER.Customer_Name);
  await expect(meter).toContainText(FAKE_METER.merchantlog.ProviderName);
  const verify = fake.calls.find(({ call }) => call === 'POST /bills/UtilitiesBills/VerifyMerchant');
  expect(verify).toMatchObject({ xsrfHeader: 'fake-upstream-token', cookie: 'XSRF-TOKEN=fake-upstream-token' });
  expect(JSON.parse(verify!.body)).toMatchObject({ billersCode: FAKE_METER.Meter_Number, billCategory: 'Electricity' });
});

test('a bills API that hangs: after 10 s the visitor reads why, and Try again works once it answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  instance = await startNextInstance('hanging-bills', { BILLS_API_URL: fake.url });
  fake.hang = true;
  await page.clock.install();
  // The 10 s start when the page, once hydrated, asks for the services: only then move the clock.
  const asked = page.waitForRequest(/\/api\/bills\//);
  await page.goto(`${instance.url}/paybills`);
  await expect(page.getByText('Loading services')).toBeAttached();
  await asked;
  // Cut by the page's own deadline (the relay's, in real time, would answer a 504 instead).
  const cut = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/bills/UtilitiesBills'));
  await page.clock.runFor(10_000);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The bills service is taking too long to answer. Please try again.',
  );
  await cut;
  fake.hang = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
});

test('a bills API that is down is explained in words, never “Failed to fetch”', async ({ page }) => {
  test.setTimeout(120_000);
  instance = await startNextInstance('bills-down', { BILLS_API_URL: 'http://127.0.0.1:9/bills/' });
  await page.goto(`${instance.url}/paybills`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We could not reach the bills service. Please try again in a few minutes.',
  );
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
});

test('content source unreachable after a good start: pages keep serving the last good content', async ({ request }) => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  cpSync('studio/seed', `${DATA_DIR}/seed`, { recursive: true });
  instance = await startNextInstance('content-down', {
    CONTENT_SEED_DIR: `${DATA_DIR}/seed`,
    SANITY_REVALIDATE_SECRET: SECRET,
  });
  const pages = ['/termsconditions', '/paybills', '/contactus', '/about'];
  for (const path of pages) expect((await request.get(`${instance.url}${path}`)).status()).toBe(200);
  const publish = async () => {
    const body = JSON.stringify({ _type: 'legalPage', _id: 'legalPage-terms' });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    };
    return (await request.post(`${instance!.url}/api/revalidate`, { data: body, headers })).status();
  };
  // The source goes away and a publish webhook comes: the pages are kept, and Sanity is told to retry.
  rmSync(`${DATA_DIR}/seed`, { recursive: true, force: true });
  expect(await publish()).toBe(503);
  for (const path of pages) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(`${instance.url}${path}`);
      expect(response.status(), `${path} while the content source is down`).toBe(200);
      // (A body heading: instances share .next's page cache, where the editorial test may have changed the terms' intro.)
      expect(await response.text()).toContain(path === '/termsconditions' ? 'Accepting these terms' : '<h1');
    }
  }
  expect(instance.logs()).toContain('the content source does not answer');
  // Back again: the retried webhook is accepted and the page is rebuilt from it.
  cpSync('studio/seed', `${DATA_DIR}/seed`, { recursive: true });
  expect(await publish()).toBe(200);
  expect((await request.get(`${instance.url}/termsconditions`)).status()).toBe(200);
});

test('content source unreachable from the start: every page shows the designed error page', async ({ context }) => {
  test.setTimeout(120_000);
  // A made-up project: its host does not resolve (nothing leaves the machine), so every Content Lake
  // query fails, and this fresh server has no last good answer to fall back on. A server renders each
  // page on its first visit (its policy is made then, from the page), so it has no build's copy to serve.
  instance = await startNextInstance(
    'content-lake-down',
    { NEXT_PUBLIC_SANITY_PROJECT_ID: 'zzzz0000' },
    { ready: 'answering' },
  );
  let page = await context.newPage();
  for (const path of ['/', '/about', '/pricing', '/policy', '/?q=electricity', '/paybills', '/contactus']) {
    // A tab each: a retry still fetching must not cut the next page's load short.
    page = await context.newPage();
    const response = await page.goto(`${instance.url}${path}`);
    expect(response?.status(), path).toBe(500);
    expect(response?.headers()['cache-control'], path).toMatch(/\bno-store\b/);
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t show this page right now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page).toHaveTitle('Page unavailable');
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    // Trying again while the source is still down shows the same page, not a blank one.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t show this page right now' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
