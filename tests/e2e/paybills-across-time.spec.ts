import type { Page } from '@playwright/test';
import { CLIPBOARD, paste } from './support/clipboard';
import { holdRequests } from './support/held-requests';
import { openService, payCalls, receiptValue, submitElectricity, summaryRow } from './support/paybills';
import { expect, loseAnswers, PAYMENT_TAG, SMOKE, test } from './support/payments';

/**
 * The payer whose actions are spread over time (the issue of a closed tab, a slow Back and the receipts
 * kept), at 1280 px and, tagged @phone, 390 px; counting charges by the Pay calls the pages sent and the
 * bills API's own answers to them. The two-tab row runs on the production topology
 * (paybills-two-tabs.spec.ts).
 */

/** Electricity for the test meter to its Order Summary. */
async function electricitySummary(page: Page, amount: string) {
  const panel = await openService(page, 'Electricity Payment');
  await submitElectricity(panel, amount, SMOKE.meter, SMOKE.phone);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  return panel;
}

const PAY_CALLS = '**/api/bills/UtilitiesBills/Pay**';

test(`a payment whose answer and checks were lost, in a tab then closed, is settled by the next visit with its receipt, token and a sentence; paid once @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}, testInfo) => {
  await context.clock.install();
  const calls = payCalls(context);
  await electricitySummary(page, '2500');
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N2,600.00');
  // The connection drops after the request has reached the server: the answer and every status check fail.
  await loseAnswers(page, PAY_CALLS, testInfo);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Status unknown, checking' })).toBeVisible();
  await page.close();

  // Later, the connection is back: another visit to pay bills.
  await context.clock.fastForward('03:00');
  const later = await context.newPage();
  await later.goto('/paybills');
  await expect(
    later
      .getByRole('status')
      .filter({ hasText: 'Your payment of N2,600.00 for meter 11111111111 went through while you were away.' }),
  ).toBeVisible();
  await expect(later.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(later.getByTestId('receipt-token')).toHaveText(/^(\d{4} ){4}\d{4}$/);
  await expect(receiptValue(later, 'Total')).toHaveText('N2,600.00');
  await expect(later.getByRole('region', { name: 'While you were away' })).toContainText(
    'went through while you were away',
  );
  await expect(
    later.getByRole('region', { name: 'Recent payments' }).getByRole('button', { name: /Ikeja Electric, N2,600\.00/ }),
  ).toHaveCount(1);
  // One Pay call, and nothing sent by the visit that settled it.
  expect(calls).toHaveLength(1);
  const reference = (await receiptValue(later, 'Reference').textContent()) ?? '';
  expect(calls[0]?.postDataJSON()).toMatchObject({ requestId: reference, expectedTotal: 2600 });
});

test(`Back while a payment is on its way lands on the paying order, never an editable form, and on its receipt once paid: one charge @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}) => {
  const calls = payCalls(context);
  await electricitySummary(page, '4000');
  const release = await holdRequests(page, '**/api/bills/UtilitiesBills/Pay');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL(/step=summary/);
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N4,100.00');
  await expect(page.getByRole('button', { name: 'Edit Details' })).toBeDisabled();
  await expect(page.getByLabel('Amount')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByLabel('Amount')).toHaveCount(0);
  await expect(page.getByLabel('Meter number')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(receiptValue(page, 'Total')).toHaveText('N4,100.00');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveCount(0);
  expect(calls).toHaveLength(1);
});

test(`a receipt with a token stays among Recent payments after five top-ups, and the page says what it keeps @phone ${PAYMENT_TAG}`, async ({
  page,
}) => {
  await electricitySummary(page, '2000');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const reference = (await receiptValue(page, 'Reference').textContent()) ?? '';
  for (let topUp = 0; topUp < 5; topUp += 1) {
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await panel.getByLabel('Phone number').fill(SMOKE.phone);
    await panel.getByLabel('Network').selectOption('mtn');
    await panel.getByLabel('Amount').fill(String(100 + topUp * 10));
    await panel.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  }
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await expect(recent.getByRole('listitem')).toHaveCount(6);
  await expect(recent).toContainText(
    'Kept on this device only, for 90 days: every receipt with a token, and the latest 20 without one',
  );
  await recent.getByRole('button', { name: /Ikeja Electric, N2,100\.00/ }).click();
  await expect(receiptValue(page, 'Reference')).toHaveText(reference);
  await expect(page.getByTestId('receipt-token')).toHaveText(/^(\d{4} ){4}\d{4}$/);
});

test(`Make Payment offline says it will be sent when the connection returns, and it is, once @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}) => {
  const calls = payCalls(context);
  await electricitySummary(page, '2500');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for the connection' })).toBeVisible();
  await expect(
    page.getByText(
      'You are offline, so nothing has been sent and nothing charged. Your payment will be sent when the connection returns, as long as this tab stays open.',
    ),
  ).toBeVisible();
  expect(calls).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  expect(calls).toHaveLength(1);
});

test(`the same meter and amount again within minutes asks first, and Remove can be undone; no email is promised without SMTP @phone ${PAYMENT_TAG}`, async ({
  page,
  context,
}) => {
  const calls = payCalls(context);
  await electricitySummary(page, '2500');
  await expect(page.getByText(/email the receipt/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email it again' })).toHaveCount(0);
  const first = (await receiptValue(page, 'Reference').textContent()) ?? '';

  await electricitySummary(page, '2500');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const question = page.getByRole('alert').filter({ hasText: 'You paid N2,600.00 for this meter' });
  await expect(question).toContainText(
    /You paid N2,600\.00 for this meter (less than a minute|1 minute|\d+ minutes) ago\./,
  );
  expect(calls).toHaveLength(1);
  await question.getByRole('button', { name: 'View receipt' }).click();
  await expect(receiptValue(page, 'Reference')).toHaveText(first);
  expect(calls).toHaveLength(1);

  const recent = page.getByRole('region', { name: 'Recent payments' });
  await recent.getByRole('button', { name: `Remove Ikeja Electric ${first} from this device` }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(0);
  await expect(recent.getByRole('status')).toHaveText(/Removed the receipt of Ikeja Electric, N2,600\.00\.\s*Undo/);
  await recent.getByRole('button', { name: `Undo: keep Ikeja Electric ${first} on this device` }).click();
  await expect(recent.getByRole('button', { name: /Ikeja Electric, N2,600\.00/ })).toBeFocused();
});

test('the amount as payers write it: N12,500.00 pasted, full-width digits, a leading zero, a letter said in words @phone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(CLIPBOARD);
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill(SMOKE.meter);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  const amount = panel.getByLabel('Amount');
  await paste(amount, 'N12,500.00');
  await expect(amount).toHaveValue('12,500.00');
  await expect(panel.getByText('kobo cannot be paid')).toHaveCount(0);
  await paste(amount, '１２５００');
  await expect(amount).toHaveValue('12,500');
  await amount.fill('');
  await amount.pressSequentially('012500');
  await amount.blur();
  await expect(amount).toHaveValue('12,500');
  await amount.press('End');
  await amount.press('x');
  await expect(panel.getByText('Enter the amount in digits, like 5,000.')).toBeVisible();
  await expect(amount).toHaveValue('12,500');
  await amount.press('0');
  await expect(panel.getByText('Enter the amount in digits, like 5,000.')).toHaveCount(0);
  await expect(amount).toHaveValue('125,000');
});
