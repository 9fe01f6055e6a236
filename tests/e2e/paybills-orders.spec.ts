import type { Page, Request } from '@playwright/test';
import { CLIPBOARD, paste } from './support/clipboard';
import { holdRequests } from './support/held-requests';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';
import { openService, payCalls, summaryRow, receiptValue } from './support/paybills';

/**
 * At 1280 px (desktop) and 390 px (@phone): the summary shows what will be
 * charged every time it is drawn (reload, reopened link, second tab), and one order is charged once,
 * whatever tab pays it; a tab whose order was paid elsewhere shows the receipt instead of Make Payment.
 */
test.beforeEach(async ({ context }) => {
  await context.grantPermissions(CLIPBOARD);
});

const sent = (request: Request) =>
  request.postDataJSON() as { requestId: string; amount: number; expectedTotal: number };

/** Electricity to its Order Summary, the amount typed key by key or pasted. */
async function electricitySummary(page: Page, amount: string, how: 'typed' | 'pasted') {
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill(SMOKE.meter);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  const field = panel.getByLabel('Amount');
  if (how === 'typed') await field.pressSequentially(amount);
  else await paste(field, amount);
  await panel.getByLabel('Email').fill('ada@example.com');
  await panel.getByLabel('Phone number').fill(SMOKE.phone);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
}

async function expectQuote(page: Page, fee: string, payable: string) {
  await expect(summaryRow(page, 'Convenience fee')).toHaveText(fee);
  await expect(summaryRow(page, 'Total bill')).toHaveText(payable);
  await expect(summaryRow(page, 'Payable amount')).toHaveText(payable);
}

/** A second tab as `window.open(location.href)` (or Duplicate tab) makes it: a copy of this tab's sessionStorage. */
async function secondTab(page: Page): Promise<Page> {
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate(() => void window.open(window.location.href)),
  ]);
  await opened.waitForLoadState();
  return opened;
}

for (const how of ['typed', 'pasted'] as const) {
  test(`the summary shows what will be charged on a reload, a reopened link and a second tab, amount ${how} @phone ${PAYMENT_TAG}`, async ({
    page,
    context,
  }) => {
    // Four page loads (reload, reopened link, second tab) and a payment.
    test.slow();
    const calls = payCalls(context);
    await electricitySummary(page, '2000', how);
    await expectQuote(page, 'N100.00', 'N2,100.00');

    // The distributors' fees arrive late after the reload: the summary never waits for them, nor guesses.
    await page.route('**/UtilitiesBills/service-type', async (route) => {
      await expect(summaryRow(page, 'Payable amount')).toHaveText('N2,100.00');
      await route.fallback();
    });
    await page.reload();
    await expectQuote(page, 'N100.00', 'N2,100.00');
    await page.unroute('**/UtilitiesBills/service-type');

    await page.goto('/');
    await page.goto('/paybills?step=summary');
    await expectQuote(page, 'N100.00', 'N2,100.00');

    const other = await secondTab(page);
    await expectQuote(other, 'N100.00', 'N2,100.00');
    await other.close();

    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeFocused();
    await expect(receiptValue(page, 'Total')).toHaveText('N2,100.00');
    expect(calls.map(sent)).toEqual([expect.objectContaining({ amount: 2000, expectedTotal: 2100 })]);
  });
}

for (const how of ['typed', 'pasted'] as const) {
  test(`a second tab of a summary shows the receipt once the first pays, and never charges again, amount ${how} @phone ${PAYMENT_TAG}`, async ({
    page,
    context,
  }) => {
    const calls = payCalls(context);
    await electricitySummary(page, '1002', how);
    await expectQuote(page, 'N100.00', 'N1,102.00');
    const other = await secondTab(page);
    await expect(other.getByRole('button', { name: 'Make Payment' })).toBeVisible();

    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const reference = (await receiptValue(page, 'Reference').textContent()) ?? '';

    // Nothing done in the second tab: it hears of the payment and shows its receipt.
    await expect(other.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
    await expect(receiptValue(other, 'Reference')).toHaveText(reference);
    await expect(receiptValue(other, 'Total')).toHaveText('N1,102.00');
    await expect(
      other
        .getByRole('region', { name: 'Recent payments' })
        .getByRole('button', { name: /Ikeja Electric, N1,102\.00/ }),
    ).toHaveCount(1);

    await other.reload();
    await expect(receiptValue(other, 'Reference')).toHaveText(reference);
    expect(calls.map(sent)).toEqual([expect.objectContaining({ amount: 1002, expectedTotal: 1102 })]);
  });
}

test(`a second tab that learns of a payment still on its way checks on it under the same request id, and shows the same receipt @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}) => {
  const calls = payCalls(context);
  await electricitySummary(page, '1002', 'typed');
  const other = await secondTab(page);
  await expect(other.getByRole('button', { name: 'Make Payment' })).toBeVisible();

  // The first tab's request is held on its way until the second tab has acted on its own.
  const release = await holdRequests(page, '**/UtilitiesBills/Pay');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(other.getByRole('heading', { name: 'Status unknown, checking' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  // The service has no payment of that id yet: the second tab sends the same order again, under the same id.
  await expect.poll(() => calls.length).toBe(2);
  release();

  for (const tab of [page, other]) await expect(tab.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const [first, second] = calls.map(sent);
  expect(second?.requestId).toBe(first?.requestId);
  await expect(receiptValue(other, 'Transaction ID')).toHaveText(
    (await receiptValue(page, 'Transaction ID').textContent()) ?? '',
  );
  await expect(page.getByRole('region', { name: 'Recent payments' }).getByRole('listitem')).toHaveCount(1);
});

test(`airtime, data and TV show a summary before money moves, and Edit Details keeps what was typed @phone`, async ({
  page,
}) => {
  const calls = payCalls(page.context());
  const airtime = await openService(page, 'Airtime VTU', '?service=airtime');
  await airtime.getByLabel('Phone number').fill(SMOKE.phone);
  await airtime.getByLabel('Network').selectOption('mtn');
  await airtime.getByLabel('Amount').pressSequentially('1500');
  await airtime.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryRow(page, 'Phone number')).toHaveText(SMOKE.phone);
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N1,500.00');

  const tv = await openService(page, 'TV Subscription', '?service=tv-subscription');
  await tv.getByLabel('Package').selectOption({ label: 'DStv Padi (N2,950)' });
  await tv.getByLabel('Smartcard number').fill(SMOKE.smartcard);
  await tv.getByLabel('Email or phone').fill('ada@example.com');
  await tv.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryRow(page, 'Package')).toHaveText('DStv Padi');
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N2,950.00');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(tv.getByLabel('Smartcard number')).toHaveValue(SMOKE.smartcard);

  const data = await openService(page, 'Data Subscription', '?service=data');
  await data.getByLabel('Phone number').fill(SMOKE.phone);
  await data.getByLabel('Network').selectOption('glo');
  await data.getByLabel('Plan').selectOption({ label: '1 GB - 7 days (N500)' });
  await data.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N500.00');
  expect(calls).toHaveLength(0);
});

test(`a price that changed since the summary is refused in words, nothing charged, and the new total shown @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}) => {
  const calls = payCalls(context);
  // The summary is quoted with a fee the bills API no longer charges (N50 instead of N100).
  await page.route('**/UtilitiesBills/service-type', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { payload: Array<{ convenienceFee: number }> };
    await route.fulfill({
      response: answer,
      json: { payload: body.payload.map((item) => ({ ...item, convenienceFee: 50 })) },
    });
  });
  await electricitySummary(page, '2000', 'typed');
  await expectQuote(page, 'N50.00', 'N2,050.00');
  await page.unroute('**/UtilitiesBills/service-type');

  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The price has changed' })).toContainText(
    'the total is now N2,100.00, not N2,050.00. Nothing was charged',
  );
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);

  await page.getByRole('button', { name: 'See the new total' }).click();
  await expectQuote(page, 'N100.00', 'N2,100.00');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(receiptValue(page, 'Total')).toHaveText('N2,100.00');
  const [refused, paid] = calls.map(sent);
  expect(refused?.expectedTotal).toBe(2050);
  expect(paid?.expectedTotal).toBe(2100);
  expect(paid?.requestId).not.toBe(refused?.requestId);
});
