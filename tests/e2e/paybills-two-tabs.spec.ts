import { rmSync } from 'node:fs';
import path from 'node:path';
import { devices, type BrowserContext, type Page } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { outboxBacklog } from '../fixtures/outbox-backlog';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { startSmtpServer, type DeliveredMail, type TestSmtpServer } from '../fixtures/smtp-server';
import { payCalls, receiptValue, submitElectricity, summaryRow } from './support/paybills';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';

/**
 * Pay bills on the production topology: two `next start` instances of the built site sharing one real
 * redis-server (the sandbox's ledger, the rate limits, the outbox's queue) and one data directory (the
 * outboxes), behind the front proxy of deploy/nginx, emailing a real SMTP server this file starts. Two
 * tabs of one order may reach different instances; the receipt email is read from the SMTP server.
 * At 1280 and 390 px (a touch phone) each. The suite's own web server is not used.
 */
const DATA_DIR = '.data/paybills-two-tabs';
const RECEIPTS_FROM = 'Helpa receipts <receipts@helpa.test>';

let redis: RedisServer;
let smtp: TestSmtpServer;
let a: NextInstance;
let b: NextInstance;
let proxy: FrontProxy;

const VIEWPORTS = [
  { name: '1280 px', options: { viewport: { width: 1280, height: 800 } } },
  { name: '390 px', options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
] as const;

function startInstance(name: string): Promise<NextInstance> {
  return startNextInstance(name, {
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    RECEIPT_EMAIL_FROM: RECEIPTS_FROM,
    CONTACT_DATA_DIR: `${DATA_DIR}/data`,
    SANDBOX_XSRF_SECRET: 'paybills-two-tabs-secret',
    SANDBOX_RATE_LIMIT: '10000',
    TRUSTED_PROXY_HOPS: '1',
  });
}

test.describe('pay bills on two instances behind the front proxy', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    redis = await startRedisServer();
    smtp = await startSmtpServer();
    // One after the other: two servers starting at once are slow on two cores.
    a = await startInstance('A');
    b = await startInstance('B');
    proxy = await startFrontProxyFor('paybills-two-tabs', [a, b]);
  });

  test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [a, b]));

  test.afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.stop();
    await redis?.stop();
  });

  /** Electricity for the test meter to its Order Summary, through the proxy. */
  async function electricitySummary(page: Page, amount: string) {
    await page.goto(`${proxy.url}/paybills`);
    await submitElectricity(
      page.getByRole('tabpanel', { name: 'Electricity Payment' }),
      amount,
      SMOKE.meter,
      SMOKE.phone,
    );
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  }

  /** A copy of the tab, as window.open or Duplicate tab makes it (its sessionStorage copied). */
  async function duplicate(page: Page): Promise<Page> {
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(() => void window.open(window.location.href)),
    ]);
    await opened.waitForLoadState();
    return opened;
  }

  /** What the bills API itself says of a request id (its requery, asked of the site directly). */
  async function ledgerStatus(requestId: string): Promise<string> {
    const response = await fetch(`${proxy.url}/api/bills/UtilitiesBills/Pay/${requestId}`);
    if (response.status === 404) return 'never paid';
    return ((await response.json()) as { payload: { status: string } }).payload.status;
  }

  for (const { name, options } of VIEWPORTS) {
    test(`at ${name}: one order in two tabs meets a changed price; one new quote and one new request id, shared by both tabs and a reload, charged once ${PAYMENT_TAG}`, async ({
      newContext,
    }) => {
      test.setTimeout(90_000);
      const context: BrowserContext = await newContext(options);
      const calls = payCalls(context);
      // The fee changed since the quote: the page was shown N50, the bills API charges N100.
      await context.route('**/UtilitiesBills/service-type', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { payload: Array<{ convenienceFee: number }> };
        await route.fulfill({
          response: answer,
          json: { payload: body.payload.map((item) => ({ ...item, convenienceFee: 50 })) },
        });
      });
      const tabA = await context.newPage();
      await electricitySummary(tabA, '2000');
      await expect(summaryRow(tabA, 'Payable amount')).toHaveText('N2,050.00');
      const tabB = await duplicate(tabA);
      await expect(summaryRow(tabB, 'Payable amount')).toHaveText('N2,050.00');
      await context.unroute('**/UtilitiesBills/service-type');

      await tabA.getByRole('button', { name: 'Make Payment' }).click();
      const notice =
        'The price has changed since it was shown to you: the total is now N2,100.00, not N2,050.00. Nothing was charged';
      await expect(tabA.getByRole('alert').filter({ hasText: notice })).toBeVisible();
      // The other tab knows of it without sending anything, and so does a reload of it.
      await expect(tabB.getByRole('alert').filter({ hasText: notice })).toBeVisible();
      await expect(tabB.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
      await tabB.reload();
      await expect(tabB.getByRole('alert').filter({ hasText: notice })).toBeVisible();
      await expect(tabB.getByRole('button', { name: 'See the new total' })).toBeVisible();
      expect(calls).toHaveLength(1);

      await tabA.getByRole('button', { name: 'See the new total' }).click();
      await expect(summaryRow(tabA, 'Payable amount')).toHaveText('N2,100.00');
      await tabB.getByRole('button', { name: 'See the new total' }).click();
      await expect(summaryRow(tabB, 'Payable amount')).toHaveText('N2,100.00');
      await tabB.getByRole('button', { name: 'Make Payment' }).click();
      await expect(tabB.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
      await expect(tabA.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
      await expect(receiptValue(tabA, 'Reference')).toHaveText(
        (await receiptValue(tabB, 'Reference').textContent()) ?? '',
      );
      await expect(tabA.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);

      const sent = calls.map((call) => call.postDataJSON() as { requestId: string; expectedTotal: number });
      expect(sent.map((call) => call.expectedTotal)).toEqual([2050, 2100]);
      expect(new Set(sent.map((call) => call.requestId)).size).toBe(2);
      expect(await Promise.all(sent.map((call) => ledgerStatus(call.requestId)))).toEqual(['never paid', 'delivered']);
    });
  }

  /** The receipts emailed about `reference`. */
  const receiptsOf = (reference: string): DeliveredMail[] =>
    smtp.delivered.filter((mail) => mail.parsed.text?.includes(`Reference: ${reference}`));
  const outboxEntries = () => outboxBacklog(path.join(DATA_DIR, 'data'), 'receipt-outbox', redis.url);

  for (const { name, options } of VIEWPORTS) {
    test(`at ${name}: the receipt is emailed once to the email typed, whichever instance hears of it, and Email it again sends another copy ${PAYMENT_TAG}`, async ({
      newContext,
    }) => {
      test.setTimeout(90_000);
      const context = await newContext(options);
      const page = await context.newPage();
      await electricitySummary(page, '2500');
      await expect(page.getByText('We will email the receipt to ada@example.com.')).toBeVisible();
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
      const reference = (await receiptValue(page, 'Reference').textContent()) ?? '';
      const token = ((await page.getByTestId('receipt-token').textContent()) ?? '').trim();
      await expect(page.getByText('We email each receipt to the address given when paying.')).toBeVisible();

      await expect.poll(() => receiptsOf(reference).length, { timeout: 15_000 }).toBe(1);
      const [mail] = receiptsOf(reference);
      expect(mail?.rcptTo).toEqual(['ada@example.com']);
      expect(mail?.parsed.subject).toBe('Your Helpa receipt: Ikeja Electric, N2,600.00');
      expect(mail?.parsed.text).toContain(`Token: ${token}`);
      expect(mail?.parsed.text).toContain('Amount paid: N2,600.00');

      // Looked up again by both instances (the proxy sends the reloads to each in turn): no second email.
      for (let reload = 0; reload < 4; reload += 1) {
        await page.goto(`${proxy.url}/paybills?receipt=${reference}`);
        await expect(receiptValue(page, 'Reference')).toHaveText(reference);
      }
      await page.getByLabel('Payment reference').fill(reference);
      await page.getByRole('button', { name: 'Find payment' }).click();
      await expect(receiptValue(page, 'Reference')).toHaveText(reference);
      await expect.poll(outboxEntries).toEqual([]);
      expect(receiptsOf(reference)).toHaveLength(1);

      for (const copies of [2, 3]) {
        await page.getByRole('button', { name: 'Email it again' }).click();
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: 'The receipt is on its way again to the address given when paying.' }),
        ).toBeVisible();
        await expect.poll(() => receiptsOf(reference).length, { timeout: 15_000 }).toBe(copies);
        await page.reload();
      }
      expect(new Set(receiptsOf(reference).map((each) => each.parsed.messageId)).size).toBe(3);
      await page.getByRole('button', { name: 'Email it again' }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: /This receipt was asked for several times in a short while\. Please try again in \d+ minutes?\./,
        }),
      ).toBeVisible();
      expect(receiptsOf(reference)).toHaveLength(3);
    });
  }
});
