import { expect, test, type Page } from '@playwright/test';
import {
  FAKE_SERVICE_TYPES,
  FAKE_UNKNOWN_METER_ERROR,
  startFakeBillsApi,
  type FakeBillsApi,
} from '../fixtures/fake-bills-api';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { sendPublishWebhook } from './support/webhook';

const REVALIDATE_SECRET = 'misbehaving-bills-secret';

// What a visitor sees when the real bills API (BILLS_API_URL, a local server here) misbehaves: the
// site's own words and a Try again, never the API's text or a broken page.
let fake: FakeBillsApi;
let instance: NextInstance;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeBillsApi();
  instance = await startNextInstance('misbehaving-bills', {
    BILLS_API_URL: fake.url,
    SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
  });
});
test.afterEach(() => {
  fake.misbehaviour = null;
});
test.afterAll(async () => {
  await instance?.stop();
  await fake?.close();
});

const banner = (page: Page) => page.getByRole('main').getByRole('alert');
// The first answer waits for the page to hydrate and ask, on a machine that may be busy.
const LOADED = { timeout: 15_000 };

/** Once the API behaves again, Try again brings the services the fake sells. */
async function recoversOnTryAgain(page: Page) {
  fake.misbehaviour = null;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab')).toHaveText(
    FAKE_SERVICE_TYPES.map((type) => type.name),
    LOADED,
  );
}

test('a bills API that fails with its own 500 body: the visitor reads the site’s words, the API’s text stays in the server log', async ({
  page,
}) => {
  fake.misbehaviour = {
    kind: 'answer',
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({
      error: { code: 'boom', message: 'upstream exploded' },
      stack: 'Error: upstream exploded\n    at /srv/bills/index.js:12:9',
    }),
  };
  await page.goto(`${instance.url}/paybills`);
  await expect(banner(page)).toHaveText(
    'The bills service is having a problem right now. Please try again in a few minutes.',
    LOADED,
  );
  await expect(page.getByText(/exploded|index\.js/)).toHaveCount(0);
  expect(instance.logs()).toContain('upstream exploded');
  await recoversOnTryAgain(page);
  // The API's own contract errors still reach the visitor in its words: the unknown meter's 404.
  await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Meter number').fill('99999999999');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(FAKE_UNKNOWN_METER_ERROR.message)).toBeVisible();
});

test('a bills API that answers JSON of another shape: the designed banner with Try again, not a broken page', async ({
  page,
}) => {
  fake.misbehaviour = {
    kind: 'answer',
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ payload: { services: FAKE_SERVICE_TYPES } }),
  };
  await page.goto(`${instance.url}/paybills`);
  await expect(banner(page)).toHaveText(
    'The bills service sent an answer we did not expect. Please try again in a few minutes.',
    LOADED,
  );
  await expect(page.getByRole('heading', { name: 'Please select a menu' })).toBeVisible();
  await recoversOnTryAgain(page);
});

test('a bills API that refuses with markup and an internal host name: the payer reads the contract’s plain words', async ({
  page,
}) => {
  fake.misbehaviour = {
    kind: 'answer',
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'rejected', message: '<b>Rejected</b> by billing-db-3.internal:5432' } }),
  };
  await page.goto(`${instance.url}/paybills`);
  await expect(banner(page)).toHaveText(
    'The bills service could not accept this request. Please check the details and try again.',
    LOADED,
  );
  await expect(page.getByText(/billing-db|Rejected/)).toHaveCount(0);
  expect(instance.logs()).toContain('billing-db-3.internal');
  await recoversOnTryAgain(page);
});

test('plans of the wrong shape: pricing shows the error with Retry, not “No plans are available”', async ({ page }) => {
  fake.misbehaviour = {
    kind: 'answer',
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ payload: { plans: [] } }),
  };
  // The page as this server renders it now (the build's was rendered with no bills API set): a publish of pricing's copy renders it again.
  expect(
    (await sendPublishWebhook(instance.url, { _type: 'pricingPage', _id: 'pricingPage' }, REVALIDATE_SECRET)).status,
  ).toBe(200);
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the plans.' });
  await expect(async () => {
    await page.goto(`${instance.url}/pricing`);
    await expect(alert).toContainText(
      'The bills service sent an answer we did not expect. Please try again in a few minutes.',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });
  // The browser's own request meets the same answer: Retry, once it has.
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled(LOADED);
  await expect(alert).toContainText('The bills service sent an answer we did not expect.');
  await expect(page.getByText('No plans are available')).toHaveCount(0);
});

test('a bills API that sends its headers, then its body slowly: a 504 at the deadline and the timeout message', async ({
  page,
}) => {
  test.setTimeout(60_000);
  fake.misbehaviour = { kind: 'trickle' };
  const services = page.waitForResponse((response) => response.url().endsWith('/api/bills/UtilitiesBills'), {
    timeout: 20_000,
  });
  await page.goto(`${instance.url}/paybills`);
  // The relay cuts it at 9 s, before the browser's own 10 s: the answer is the server's.
  expect((await services).status()).toBe(504);
  await expect(banner(page)).toHaveText('The bills service is taking too long to answer. Please try again.');
  await recoversOnTryAgain(page);
});

test('a visitor over the relay’s limit (BILLS_RATE_LIMIT): 429 with Retry-After, and pay bills says when to try again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const limited = await startNextInstance('rate-limited-bills', { BILLS_API_URL: fake.url, BILLS_RATE_LIMIT: '2' });
  try {
    for (let call = 0; call < 2; call += 1)
      expect((await request.get(`${limited.url}/api/bills/UtilitiesBills`)).status()).toBe(200);
    const callsRelayed = fake.calls.length;
    const refused = await request.get(`${limited.url}/api/bills/UtilitiesBills`);
    expect(refused.status()).toBe(429);
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: `Too many requests. Please try again in ${retryAfter} seconds.` },
    });
    expect(fake.calls.length).toBe(callsRelayed);

    await page.goto(`${limited.url}/paybills`);
    await expect(banner(page)).toHaveText(/^Too many requests\. Please try again in \d+ seconds\.$/, LOADED);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    await limited.stop();
  }
});
