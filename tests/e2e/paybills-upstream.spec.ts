import { FAKE_DISTRIBUTOR, FAKE_METER, startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';
import { summaryRow } from './support/paybills';

/**
 * A configured bills API (BILLS_API_URL, here a local server standing in for it) gets the total the
 * payer was shown through the site's relay, and its 409 for a price that changed reaches the payer in
 * the contract's words (never the API's own), with nothing charged. The test starts its own `next start` of the built site.
 */
let fake: FakeBillsApi;
let instance: NextInstance;

test.beforeAll(async ({}, testInfo) => {
  // Its own `next start` is ready in a few seconds here, in up to a minute on a busy two-core CI runner.
  testInfo.setTimeout(120_000);
  fake = await startFakeBillsApi();
  instance = await startNextInstance('paybills-upstream', { BILLS_API_URL: fake.url });
});
test.afterAll(async () => {
  await instance.stop();
  await fake.close();
});

test(`a price changed at the bills API after the summary is refused in words, nothing charged, then paid at the new total ${PAYMENT_TAG}`, async ({
  page,
}) => {
  expect(FAKE_METER.Meter_Number).toBe(SMOKE.meter);
  await page.goto(`${instance.url}/paybills`);
  // The services arrive after hydration, from an instance that has just started (nothing of it warm
  // yet): longer than the default on a busy two-core runner.
  await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await page.getByLabel('Meter number').fill(FAKE_METER.Meter_Number);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('region', { name: 'Meter Information' })).toContainText(FAKE_DISTRIBUTOR.ProviderName);
  await page.getByLabel('Amount').fill('2000');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone number').fill(SMOKE.phone);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N2,100.00');

  fake.convenienceFee = 150;
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The price has changed' })).toContainText(
    'Nothing was charged; check the new total and pay again.',
  );
  expect(fake.payments.size).toBe(0);

  await page.getByRole('button', { name: 'See the new total' }).click();
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N2,150.00');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const [charged] = [...fake.payments.values()];
  expect(fake.payments.size).toBe(1);
  expect(JSON.parse(charged?.body ?? '{}')).toMatchObject({
    amount: 2000,
    expectedTotal: 2150,
    billersCode: FAKE_METER.Meter_Number,
  });
});
