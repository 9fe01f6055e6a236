import { type BrowserContext, expect, type Locator, type Page, type Request } from '@playwright/test';

/** What the pay-bills specs do and read again and again: open a service, watch Pay calls, read a summary or a receipt. */

/** Pay bills on a service (`query`: `?service=…`), once its tab is selected (the services arrive after hydration); its panel. */
export async function openService(page: Page, tab: string, query = ''): Promise<Locator> {
  await page.goto(`/paybills${query}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: tab });
}

/** Electricity for `meter` in its panel, verified, with `amount` and the payer's email and phone, submitted: its Order Summary is next. */
export async function submitElectricity(panel: Locator, amount: string, meter: string, phone: string): Promise<void> {
  await panel.getByLabel('Meter number').fill(meter);
  await panel.getByRole('button', { name: 'Proceed' }).click();
  await panel.getByLabel('Amount').fill(amount);
  await panel.getByLabel('Email').fill('ada@example.com');
  await panel.getByLabel('Phone number').fill(phone);
  await panel.getByRole('button', { name: 'Submit' }).click();
}

/** Every Pay call sent from then on by `source`: a page, or every tab of a context. */
export function payCalls(source: Page | BrowserContext): Request[] {
  const calls: Request[] = [];
  source.on('request', (request) => {
    if (request.method() === 'POST' && /UtilitiesBills\/Pay$/.test(new URL(request.url()).pathname))
      calls.push(request);
  });
  return calls;
}

/** The value of `label` in the definition list of the region named `region` within `scope`. */
function listValue(scope: Page | Locator, region: string, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('region', { name: region })
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

export const summaryRow = (scope: Page | Locator, term: string) => listValue(scope, 'Order Summary', term);

export const receiptValue = (scope: Page | Locator, label: string) => listValue(scope, 'Payment Successful', label);
