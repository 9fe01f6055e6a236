import type { Page } from '@playwright/test';
import { expect, PAYMENT_TAG, SMOKE, test } from './support/payments';

/** A payment sent as the page would send it; the answer does not matter here, only whether it left. */
function tryToPay(page: Page, billersCode: string): Promise<'sent' | 'stopped'> {
  return page.evaluate(
    (account) =>
      fetch('/api/bills/UtilitiesBills/Pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ billersCode: account }),
      }).then(
        () => 'sent' as const,
        () => 'stopped' as const,
      ),
    billersCode,
  );
}

// A light page of the site, whose policy lets it call the site (robots.txt, a resource, may call nothing).
const PAGE = '/comingsoon';

test.describe('the payment guard', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PAGE);
  });

  test('stops a payment from a test not tagged for payments, and says why', async ({ page, refusedPayments }) => {
    expect(await tryToPay(page, SMOKE.phone)).toBe('stopped');
    expect(refusedPayments).toEqual([expect.stringContaining(`does not carry ${PAYMENT_TAG}`)]);
    // Read and proven: the test itself is not to fail for it.
    refusedPayments.length = 0;
  });

  test(`stops a payment for an account that is not a SMOKE_* one ${PAYMENT_TAG}`, async ({ page, refusedPayments }) => {
    expect(await tryToPay(page, '08099999999')).toBe('stopped');
    expect(refusedPayments).toEqual([expect.stringContaining('08099999999, which is not one of the SMOKE_* accounts')]);
    refusedPayments.length = 0;
  });

  test(`lets a tagged test pay a SMOKE_* account, from another phone too ${PAYMENT_TAG}`, async ({
    page,
    newContext,
    refusedPayments,
  }) => {
    expect(await tryToPay(page, `+234 ${SMOKE.phone.slice(1)}`)).toBe('sent');
    const otherPhone = await (await newContext()).newPage();
    await otherPhone.goto(PAGE);
    expect(await tryToPay(otherPhone, SMOKE.meter)).toBe('sent');
    expect(await tryToPay(otherPhone, '08099999999')).toBe('stopped');
    expect(refusedPayments).toHaveLength(1);
    refusedPayments.length = 0;
  });
});
