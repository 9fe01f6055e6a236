import type { Page } from '@playwright/test';
import { CLIPBOARD } from './support/clipboard';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';
import { openService, payCalls, summaryRow, receiptValue } from './support/paybills';

/** Buy again from Recent payments and Share from the receipt at 1280 and 390 px. */
test.beforeEach(async ({ context }) => {
  await context.grantPermissions(CLIPBOARD);
});

async function buyElectricity(page: Page) {
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill(SMOKE.meter);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await panel.getByLabel('Amount').fill('2000');
  await panel.getByLabel('Email').fill('ada@example.com');
  await panel.getByLabel('Phone number').fill(SMOKE.phone);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await panel.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeFocused();
}

test(`Buy again on a recent airtime payment opens a new order's summary at today's price, under a new id @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}) => {
  const calls = payCalls(context);
  const panel = await openService(page, 'Airtime VTU', '?service=airtime');
  await panel.getByLabel('Phone number').fill(SMOKE.phone);
  await panel.getByLabel('Network').selectOption('mtn');
  await panel.getByLabel('Amount').fill('1500');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await panel.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const first = (await receiptValue(page, 'Reference').textContent()) ?? '';

  await page.getByRole('button', { name: 'Make another payment' }).click();
  await page.getByRole('tab', { name: 'Electricity Payment' }).click();
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await recent.getByRole('button', { name: `Buy again: MTN Airtime VTU ${first}` }).click();

  await expect(page.getByRole('tab', { name: 'Airtime VTU' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeInViewport();
  await expect(summaryRow(page, 'Phone number')).toHaveText(SMOKE.phone);
  await expect(summaryRow(page, 'Network')).toHaveText('MTN');
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N1,500.00');
  expect(calls).toHaveLength(1);
  // The same purchase minutes after the first: asked first, then paid on purpose.
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You paid N1,500.00 for this phone' })).toContainText(
    'less than a minute ago',
  );
  expect(calls).toHaveLength(1);
  await page.getByRole('button', { name: 'Pay again' }).click();
  await expect(receiptValue(page, 'Reference')).not.toHaveText(first);
  const ids = calls.map((call) => (call.postDataJSON() as { requestId: string }).requestId);
  expect(new Set(ids).size).toBe(2);
});

test(`a payment still processing offers no Buy again until it is delivered ${PAYMENT_TAG}`, async ({ page }) => {
  await page.route('**/api/bills/UtilitiesBills/Pay/*', (route) => route.abort());
  const panel = await openService(page, 'Airtime VTU', '?service=airtime');
  await panel.getByLabel('Phone number').fill(SMOKE.pendingPhone);
  await panel.getByLabel('Network').selectOption('mtn');
  await panel.getByLabel('Amount').fill('100');
  await panel.getByRole('button', { name: 'Submit' }).click();
  await panel.getByRole('button', { name: 'Make Payment' }).click();
  const item = page.getByRole('region', { name: 'Recent payments' }).getByRole('listitem');
  await expect(item).toContainText('Processing');
  await expect(item.getByRole('button', { name: /^Buy again/ })).toHaveCount(0);
  await page.unroute('**/api/bills/UtilitiesBills/Pay/*');
  // The sandbox delivers on its second requery; the page requeries 1.5 s, 3 s, then 6 s apart.
  await expect(item).toContainText('Paid', { timeout: 20_000 });
  await expect(item.getByRole('button', { name: /^Buy again/ })).toBeVisible();
});

test(`Buy again on electricity verifies the meter afresh and keeps the amount; email and phone are asked again @phone ${PAYMENT_TAG}`, async ({
  page,
}) => {
  await buyElectricity(page);
  await page.getByRole('button', { name: 'Make another payment' }).click();
  await page
    .getByRole('region', { name: 'Recent payments' })
    .getByRole('button', { name: /^Buy again: Ikeja Electric/ })
    .click();
  const panel = page.getByRole('tabpanel', { name: 'Electricity Payment' });
  await expect(panel.getByRole('region', { name: 'Meter Information' })).toContainText('Adaeze Okafor');
  await expect(panel.getByLabel('Amount')).toHaveValue('2,000');
  await expect(panel.getByLabel('Email')).toHaveValue('');
  await panel.getByLabel('Email').fill('ada@example.com');
  await panel.getByLabel('Phone number').fill(SMOKE.phone);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N2,100.00');
});

test(`Share copies the token, units, meter, the amount paid and reference when the browser cannot share @phone ${PAYMENT_TAG}`, async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await buyElectricity(page);
  const token = (await page.getByTestId('receipt-token').textContent()) ?? '';
  const reference = (await receiptValue(page, 'Reference').textContent()) ?? '';
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The receipt’s details are copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Token: ${token}`);
  expect(copied).toContain('Meter Number: 11111111111');
  expect(copied).toContain('Amount paid: N2,100.00');
  expect(copied).toContain(`Reference: ${reference}`);
  expect(copied).toMatch(/Units: [\d.]+ kWh/);
});

test(`Share hands the receipt to the phone's share sheet where the browser has one ${PAYMENT_TAG}`, async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: Array<{ title?: string; text?: string }> = [];
    Object.defineProperty(window, 'sharedReceipts', { value: shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: { title?: string; text?: string }) => Promise.resolve(void shared.push(data)),
      configurable: true,
    });
  });
  await buyElectricity(page);
  const token = (await page.getByTestId('receipt-token').textContent()) ?? '';
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { sharedReceipts: Array<{ title?: string; text?: string }> }).sharedReceipts,
      ),
    )
    .toEqual([{ title: 'Helpa payment receipt', text: expect.stringContaining(`Token: ${token}`) as unknown }]);
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveCount(0);
});
