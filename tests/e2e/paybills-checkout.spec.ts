import { readFile } from 'node:fs/promises';
import { constants as zlibConstants, inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';
import { openService, payCalls, summaryRow, receiptValue } from './support/paybills';

/**
 * Purchases end to end. Every payment goes through the payment guard (support/payments.ts): against a
 * deployed site (BASE_URL) a test that pays runs only with SMOKE_PAYMENTS=1, for the SMOKE_* accounts.
 */
const METER = SMOKE.meter;
const PHONE = SMOKE.phone;
const SMARTCARD = SMOKE.smartcard;

const receipt = (page: Page) => page.getByRole('region', { name: 'Payment Successful' });

/** The text drawn in a PDF: content streams inflated, hex strings shown with Tj decoded (what @cantoo/pdf-lib writes). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1] ?? '';
    try {
      // The pattern above may take a stream's last byte for the \r of its line end; that byte belongs to
      // the checksum after the compressed data, which a sync flush does not need.
      content = inflateSync(Buffer.from(content, 'latin1'), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString(
        'latin1',
      );
    } catch {
      // An uncompressed stream: read as is.
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    for (const shown of content.matchAll(/\((.*?)\)\s*Tj/g)) texts.push(shown[1] ?? '');
  }
  return texts.join('\n');
}

async function electricitySummary(page: Page) {
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill(METER);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await expect(panel.getByRole('heading', { name: 'Details Of Transaction' })).toBeVisible();
  await panel.getByLabel('Amount').fill('2000');
  await panel.getByLabel('Email').fill('ada@example.com');
  await panel.getByLabel('Phone number').fill(PHONE);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
  return panel;
}

test.describe('pay bills: checkout', () => {
  test(`buys electricity to a receipt with a token, and downloads its PDF @smoke ${PAYMENT_TAG}`, async ({ page }) => {
    const posts = payCalls(page);
    const panel = await electricitySummary(page);
    // Checked by behaviour, not by the sandbox's figures: it also runs against a deployed site.
    const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    const fee = naira(await summaryRow(panel, 'Convenience fee').textContent());
    const payable = (await summaryRow(panel, 'Payable amount').textContent()) ?? '';
    expect(naira(payable)).toBe(2000 + fee);

    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeFocused();
    const token = (await page.getByTestId('receipt-token').textContent()) ?? '';
    expect(token).toMatch(/^\d{4}( \d{4}){4}$/);
    await expect(receiptValue(page, 'Units')).toHaveText(/\d kWh$/);
    await expect(receiptValue(page, 'Account name')).not.toBeEmpty();
    await expect(receiptValue(page, 'Total')).toHaveText(payable);
    await expect(receiptValue(page, 'Provider')).toHaveText(/ Electric/);
    await expect(receiptValue(page, 'Date')).toContainText('WAT');
    const reference = (await receiptValue(page, 'Reference').textContent()) ?? '';
    expect(reference).toMatch(/^\d{12}[A-Za-z0-9]{12,}$/);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt(page).getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toContain(reference);
    const text = pdfText(await readFile(await download.path()));
    expect(text).toContain(token);
    expect(text).toContain(reference);
    expect(posts).toHaveLength(1);
  });

  test(`a double click on Make Payment charges once ${PAYMENT_TAG}`, async ({ page }) => {
    const posts = payCalls(page);
    const panel = await electricitySummary(page);
    await panel.getByRole('button', { name: 'Make Payment' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('shows field messages for an amount under the minimum, a bad email and a foreign phone', async ({ page }) => {
    const panel = await openService(page, 'Electricity Payment');
    await panel.getByLabel('Meter number').fill(METER);
    await panel.getByRole('button', { name: 'Proceed' }).click();
    await panel.getByLabel('Amount').fill('100');
    await panel.getByLabel('Email').fill('ada@');
    await panel.getByLabel('Phone number').fill('+14155550100');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('Enter at least N500.')).toBeVisible();
    await expect(panel.getByLabel('Amount')).toBeFocused();
    await expect(panel.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(panel.getByText('Enter a Nigerian phone number, like 08031234567 or +2348031234567.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`buys airtime, the network detected from the prefix ${PAYMENT_TAG}`, async ({ page }) => {
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await panel.getByLabel('Phone number').fill('08031234567');
    await expect(panel.getByLabel('Network')).toHaveValue('mtn');
    await panel.getByLabel('Phone number').fill(PHONE);
    await panel.getByLabel('Network').selectOption('mtn');
    await panel.getByLabel('Amount').fill('200');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByRole('heading', { name: 'Order Summary' })).toBeFocused();
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeFocused();
    await expect(receiptValue(page, 'Total')).toHaveText('N200.00');
    await expect(receiptValue(page, 'Network')).toHaveText('MTN');
  });

  test(`buys a data plan chosen by period ${PAYMENT_TAG}`, async ({ page }) => {
    const panel = await openService(page, 'Data Subscription', '?service=data');
    await panel.getByLabel('Phone number').fill(PHONE);
    await panel.getByLabel('Network').selectOption('glo');
    await panel.getByRole('button', { name: 'Weekly' }).click();
    await panel.getByLabel('Plan').selectOption({ label: '1 GB - 7 days (N500)' });
    await expect(panel.getByLabel('Amount')).toHaveValue('N500.00');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(summaryRow(panel, 'Plan')).toHaveText('1 GB - 7 days');
    await expect(summaryRow(panel, 'Payable amount')).toHaveText('N500.00');
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(receiptValue(page, 'Plan')).toHaveText('1 GB - 7 days');
    await expect(receiptValue(page, 'Provider')).toHaveText('Glo Data');
  });

  test(`buys a DStv package with a smartcard ${PAYMENT_TAG}`, async ({ page }) => {
    const panel = await openService(page, 'TV Subscription', '?service=tv-subscription');
    await panel.getByLabel('Package').selectOption({ label: 'DStv Padi (N2,950)' });
    await panel.getByLabel('Smartcard number').fill(SMARTCARD);
    await panel.getByLabel('Email or phone').fill('ada@example.com');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(summaryRow(panel, 'Smartcard number')).toHaveText(SMARTCARD);
    await expect(summaryRow(panel, 'Payable amount')).toHaveText('N2,950.00');
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(receiptValue(page, 'Total')).toHaveText('N2,950.00');
  });

  test(`a failed payment shows the reason, and Try again pays with a new request id ${PAYMENT_TAG}`, async ({
    page,
  }) => {
    const posts = payCalls(page);
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await panel.getByLabel('Phone number').fill(SMOKE.failingPhone);
    await panel.getByLabel('Amount').fill('100');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeFocused();
    await expect(panel.getByRole('alert')).toContainText('You have not been charged.');
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => posts.length).toBe(2);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    const ids = posts.map((request) => (request.postDataJSON() as { requestId: string }).requestId);
    expect(new Set(ids).size).toBe(2);
  });

  test(`a reload while pending resumes by requery to the receipt, without paying again ${PAYMENT_TAG}`, async ({
    page,
  }) => {
    const posts = payCalls(page);
    const panel = await openService(page, 'Airtime VTU', '?service=airtime');
    await panel.getByLabel('Phone number').fill(SMOKE.pendingPhone);
    await panel.getByLabel('Amount').fill('100');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Your payment is processing' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Airtime VTU' })).toHaveAttribute('aria-selected', 'true');
    // The sandbox delivers on its second requery, which the page sends 4.5 s after it is back.
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });
    expect(posts).toHaveLength(1);
  });
});
