import type { Locator, Page } from '@playwright/test';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';
import { openService, submitElectricity, summaryRow } from './support/paybills';
import { settledBesideHeader } from './support/scroll';

/** How many lines an element's text takes. */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** An element below the sticky header and above the bottom of the view, once the page has stopped moving it. */
async function expectClearOfHeader(element: Locator) {
  await expect(element).toBeInViewport();
  const gapBelowHeader = async () => {
    const { top, headerBottom } = await settledBesideHeader(element);
    return top - headerBottom;
  };
  await expect.poll(gapBelowHeader).toBeGreaterThanOrEqual(0);
}

async function payElectricity(page: Page, amount: string) {
  const panel = await openService(page, 'Electricity Payment');
  await submitElectricity(panel, amount, SMOKE.meter, SMOKE.phone);
  return panel;
}

test(`at 320 px no amount breaks inside its digits, on the summary, the receipt or Recent payments ${PAYMENT_TAG}`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const panel = await payElectricity(page, '250000');
  for (const term of ['Current amount', 'Total bill', 'Convenience fee', 'Payable amount'])
    expect(await lines(summaryRow(page, term)), term).toBe(1);
  await expect(summaryRow(page, 'Payable amount')).toHaveText('N250,100.00');
  await panel.getByRole('button', { name: 'Make Payment' }).click();
  const receipt = page.getByRole('region', { name: 'Payment Successful' });
  for (const label of ['Amount', 'Total']) {
    const value = receipt
      .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
    expect(await lines(value), label).toBe(1);
  }
  const recentTotal = page.getByRole('region', { name: 'Recent payments' }).getByText('N250,100.00');
  expect(await lines(recentTotal)).toBe(1);
});

test('a payment looked up by an unknown reference on a phone says so in view, focused @phone', async ({ page }) => {
  await openService(page, 'Electricity Payment');
  const find = page.getByRole('form', { name: 'Find a payment' });
  await find.getByLabel('Payment reference').fill('202601010000UnknownRef0001');
  await find.getByRole('button', { name: 'Find payment' }).click();
  const message = page.getByText('We could not find a payment with this reference.');
  await expect(message).toBeFocused();
  await expectClearOfHeader(message);
  // Asked again from below: shown, and focused, again.
  await find.getByRole('button', { name: 'Find payment' }).focus();
  await find.getByRole('button', { name: 'Find payment' }).click();
  await expect(message).toBeFocused();
  await expectClearOfHeader(message);
});

test('a meter number of the wrong length is said with its count of digits, next to the field @phone', async ({
  page,
}) => {
  const panel = await openService(page, 'Electricity Payment');
  const meter = panel.getByLabel('Meter number');
  await meter.fill('1234567890');
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await expect(panel.getByText('A meter number has 11 digits; this one has 10.')).toBeVisible();
  await expect(meter).toBeFocused();
  await expect(meter).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText("Oops!!. Sorry can't proceed, Enter a valid mater no.")).toHaveCount(0);
  await meter.fill('');
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await expect(
    panel.getByRole('alert').getByText("Oops!!. Sorry can't proceed, Enter a valid mater no.", { exact: true }),
  ).toBeVisible();
});

test(`meter details show arrears as money, with the naira sign @phone`, async ({ page }) => {
  const panel = await openService(page, 'Electricity Payment');
  await panel.getByLabel('Meter number').fill('22222222222');
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await panel.getByRole('button', { name: 'Ibadan Electric', exact: true }).click();
  const arrears = panel
    .getByRole('region', { name: 'Meter Information' })
    .locator('div', { has: page.locator('dt', { hasText: 'Arrears' }) })
    .locator('dd');
  await expect(arrears).toHaveText('N1,250.00');
});

test(`a receipt opened from Recent payments selects its service and is headed by it; removing one moves focus to the next @phone ${PAYMENT_TAG}`, async ({
  page,
}) => {
  for (const amount of ['2000', '3000']) {
    const panel = await payElectricity(page, amount);
    await panel.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  }
  await openService(page, 'Airtime VTU', '?service=airtime');
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await recent.getByRole('button', { name: /Ikeja Electric, N2,100\.00/ }).click();
  await expect(page.getByRole('tab', { name: 'Electricity Payment' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Electricity Payment' });
  await expect(panel.getByRole('heading', { name: 'Electricity Payment', level: 2 })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  const items = recent.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await items
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(recent.getByRole('button', { name: /Ikeja Electric, N2,100\.00/ })).toBeFocused();
  await items
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(recent.getByRole('heading', { name: 'Recent payments' })).toBeFocused();
});

test('a link into pay bills lands with its form in view on a phone @phone', async ({ page }) => {
  const links = [
    { service: 'data', tab: 'Data Subscription', field: 'Phone number' },
    { service: 'electricity-bill', tab: 'Electricity Payment', field: 'Meter number' },
  ];
  for (const { service, tab, field } of links) {
    await page.goto('/');
    await page.goto(`/paybills?service=${service}`);
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByLabel(field)).toBeInViewport({ ratio: 1 });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pay bills says in one sentence that paying needs JavaScript, and shows no spinner @phone', async ({ page }) => {
    await page.goto('/paybills');
    // Playwright's text locators do not look inside <noscript>: the page's rendered text is read instead.
    const sentence = page.locator('noscript > p');
    await expect(sentence).toBeVisible();
    expect(await page.locator('main').innerText()).toContain(
      'Paying bills here needs JavaScript: turn it on in your browser’s settings, then reload this page.',
    );
    await expect(page.getByText('Loading services')).toBeHidden();
    await expect(page.getByRole('status')).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeHidden();
  });
});
