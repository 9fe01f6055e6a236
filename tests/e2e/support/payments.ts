import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * The payment guard, in one place: every pay-bills spec takes `test` from here, and every page it opens
 * (its `page`, its `context`, and the extra phones of `newContext`) sends a payment only when the test
 * is allowed to pay. Locally tests pay the built-in sandbox; against a deployed site (BASE_URL) each
 * payment is real, so:
 * - a test that pays carries PAYMENT_TAG in its title, else its payment is stopped and the test fails;
 * - against a deployed site such a test runs only with SMOKE_PAYMENTS=1 (it is skipped otherwise);
 * - it pays only for the SMOKE_* accounts below, else its payment is stopped and the test fails.
 * A test that routes `UtilitiesBills/Pay` itself hands the request on with `route.fallback()`, so the
 * guard still sees it.
 */
export { expect } from '@playwright/test';

export const PAYMENT_TAG = '@payment';

const deployed = Boolean(process.env.BASE_URL);

/** What a test pays for; the defaults are the sandbox's test values (docs/bills-api.md). */
export const SMOKE = {
  /** A prepaid meter that is delivered a token. */
  meter: process.env.SMOKE_METER || '11111111111',
  /** A phone that is credited airtime or data. */
  phone: process.env.SMOKE_PHONE || '08011111111',
  /** A DStv smartcard that is credited. */
  smartcard: process.env.SMOKE_SMARTCARD || '1212121212',
  /** A phone whose payment fails (the sandbox fails any other number). */
  failingPhone: process.env.SMOKE_FAILING_PHONE || '08031234567',
  /** A phone whose payment stays pending until requeried (the sandbox: ending 000000). */
  pendingPhone: process.env.SMOKE_PENDING_PHONE || '08030000000',
};

/** A meter, smartcard or phone number as the site sends it: digits, a phone in its local `0…` form. */
function accountOf(value: string): string {
  return value.replace(/\D/g, '').replace(/^234(?=\d{10}$)/, '0');
}

const SMOKE_ACCOUNTS: ReadonlySet<string> = new Set(Object.values(SMOKE).map(accountOf));

/** A pattern, not a function: Playwright then hands the test's process only these requests, not every one the page makes. */
const PAY_CALL = /\/UtilitiesBills\/Pay(?:\?|$)/;

/** Why this test may not send this payment, or null when it may. */
function refusal(testInfo: TestInfo, body: unknown): string | null {
  if (!testInfo.tags.includes(PAYMENT_TAG))
    return `"${testInfo.title}" pays, but its title does not carry ${PAYMENT_TAG}.`;
  const account = body && typeof body === 'object' && 'billersCode' in body ? String(body.billersCode) : '';
  if (!SMOKE_ACCOUNTS.has(accountOf(account)))
    return `"${testInfo.title}" pays for ${account || 'no account'}, which is not one of the SMOKE_* accounts.`;
  return null;
}

/** Stops every payment `testInfo` may not send in `context`, and lists why in `refused`. */
async function guard(context: BrowserContext, testInfo: TestInfo, refused: string[]): Promise<void> {
  await context.route(PAY_CALL, async (route) => {
    const request = route.request();
    const why = request.method() === 'POST' ? refusal(testInfo, request.postDataJSON()) : null;
    if (!why) return route.fallback();
    refused.push(why);
    return route.abort('blockedbyclient');
  });
}

/**
 * Requests to `url` reach the site, and their answers are lost on the way back, as when the connection
 * drops after a request has left: the page's fetch fails. A payment among them is checked by the
 * guard's rule first (a test routing `UtilitiesBills/Pay` this way answers for it, not `route.fallback`).
 */
export async function loseAnswers(page: Page, url: string | RegExp, testInfo: TestInfo): Promise<void> {
  await page.route(url, async (route) => {
    const request = route.request();
    const why =
      request.method() === 'POST' && PAY_CALL.test(request.url()) ? refusal(testInfo, request.postDataJSON()) : null;
    if (why) {
      await route.abort('blockedbyclient');
      throw new Error(why);
    }
    await route.fetch().catch(() => undefined);
    await route.abort('connectionreset');
  });
}

type PaymentFixtures = {
  /** The payments this test tried and was not allowed to send; the test fails when there is any. */
  refusedPayments: string[];
  /** Another phone: a browser context of its own (no shared storage), guarded like `context`. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

export const test = base.extend<PaymentFixtures>({
  refusedPayments: [
    async ({}, provide, testInfo) => {
      if (testInfo.tags.includes(PAYMENT_TAG))
        testInfo.skip(
          deployed && process.env.SMOKE_PAYMENTS !== '1',
          'Paying against a deployed site (BASE_URL) needs SMOKE_PAYMENTS=1',
        );
      const refused: string[] = [];
      await provide(refused);
      if (refused.length > 0)
        throw new Error(`The payment guard stopped ${refused.length} payment(s):\n${refused.join('\n')}`);
    },
    { auto: true },
  ],
  context: async ({ context, refusedPayments }, provide, testInfo) => {
    await guard(context, testInfo, refusedPayments);
    await provide(context);
  },
  newContext: async ({ browser, refusedPayments }, provide, testInfo) => {
    const opened: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await guard(context, testInfo, refusedPayments);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
