import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { spread, verticalEdges } from './support/geometry';
import { holdRequests } from './support/held-requests';
import { layoutShiftsSince, nowWithFontsIn, recordLayoutShifts } from './support/layout-shifts';
import { FAKE_PLANS, startFakeBillsApi } from '../fixtures/fake-bills-api';
import { startNextInstance } from '../fixtures/next-instance';
import { sendPublishWebhook } from './support/webhook';

type ApiPlan = {
  id: number | string;
  name: string;
  monthlyPrice: number;
  quarterlyPrice: number;
  yearlyPrice: number;
  isCustomPrice: boolean;
};

const PERIODS = [
  { label: 'Monthly', charge: 'monthly', field: 'monthlyPrice', suffix: '/month' },
  { label: 'Quarterly', charge: 'quarterly', field: 'quarterlyPrice', suffix: '/quarter' },
  { label: 'Annually', charge: 'annually', field: 'yearlyPrice', suffix: '/year' },
] as const;

const naira = (amount: number) => `N${amount.toLocaleString('en-NG')}`;
/** A price and its period as the card shows them (the two sit side by side, read with a break between). */
const priceText = (amount: string, suffix: string) => new RegExp(`${amount}\\s*${suffix}`);

/** The plans as the API answers them, so the expectations follow the data rather than repeat it. */
async function apiPlans(request: APIRequestContext): Promise<ApiPlan[]> {
  const response = await request.get('/api/sandbox/membership-tier');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { payload: ApiPlan[] }).payload;
}

async function openPricing(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByRole('article')).toHaveCount(4);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const period = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Billing period' }).getByRole('radio', { name });
/** The brand colour a highlighted card's border takes (the others are grey). */
const PRIMARY = 'rgb(10, 104, 71)';
/** The places of the cards drawn highlighted, once their border has finished its transition. */
const highlightedCards = (page: Page) =>
  page.getByRole('article').evaluateAll(async (cards, primary) => {
    await Promise.all(
      cards.flatMap((article) => article.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    return cards.flatMap((article, index) => (getComputedStyle(article).borderTopColor === primary ? [index] : []));
  }, PRIMARY);

test('shows the plans for the monthly period by default', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const plans = await apiPlans(request);
  await openPricing(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan that fits your needs');
  await expect(period(page, 'Monthly')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Billing period' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
  );
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(plans.map((plan) => plan.name));

  const silver = plans.find((plan) => plan.name === 'Silver')!;
  await expect(card(page, 'Silver')).toContainText(priceText(naira(silver.monthlyPrice), '/month'), {
    useInnerText: true,
  });
  await expect(card(page, 'Silver').getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    /\/settings\?label=subscription&tierId=\d+&charge=monthly$/,
  );
  expect(errors).toEqual([]);
});

test('each period changes the prices and the Subscribe links', async ({ page, request }) => {
  const plans = (await apiPlans(request)).filter((plan) => !plan.isCustomPrice && plan.monthlyPrice > 0);
  expect(plans.length).toBeGreaterThan(0);
  await openPricing(page);
  for (const chosen of [...PERIODS].reverse()) {
    await period(page, chosen.label).click();
    await expect(period(page, chosen.label)).toBeChecked();
    for (const plan of plans) {
      // One price and one Subscribe link per card on screen: the chosen period's.
      await expect(
        card(page, plan.name)
          .getByText(/^N[\d,]+$/)
          .filter({ visible: true }),
      ).toHaveText(naira(plan[chosen.field]));
      await expect(card(page, plan.name)).toContainText(priceText(naira(plan[chosen.field]), chosen.suffix), {
        useInnerText: true,
      });
      const href = await card(page, plan.name).getByRole('link', { name: 'Subscribe' }).getAttribute('href');
      const url = new URL(href!);
      expect(url.pathname).toBe('/settings');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        label: 'subscription',
        tierId: String(plan.id),
        charge: chosen.charge,
      });
    }
  }
  // The arrow keys move the choice, as in any group of radio buttons.
  await period(page, 'Monthly').focus();
  await page.keyboard.press('ArrowRight');
  await expect(period(page, 'Quarterly')).toBeChecked();
  await expect(period(page, 'Quarterly')).toBeFocused();
});

test('a custom-price plan shows Negotiable and a Contact Us mail link to support', async ({ page }) => {
  await openPricing(page);
  const platinum = card(page, 'Platinum');
  await expect(platinum).toContainText('Negotiable');
  await expect(platinum.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  await expect(platinum.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    /^mailto:hello@helpa\.ng(\?|$)/,
  );
  await period(page, 'Annually').click();
  await expect(platinum).toContainText('Negotiable', { useInnerText: true });
  await expect(platinum).not.toContainText('/year', { useInnerText: true });
});

test('Bronze is the Free Starter with Get started for free', async ({ page }) => {
  await openPricing(page);
  const bronze = card(page, 'Bronze');
  await expect(bronze.getByText('Free Starter')).toBeVisible();
  await expect(page.getByText('Free Starter')).toHaveCount(1);
  await expect(bronze).toContainText(priceText('N0', '/month'), { useInnerText: true });
  await expect(bronze.getByRole('link', { name: 'Get started for free' })).toHaveAttribute('href', '/comingsoon');
  await expect(bronze.getByRole('listitem')).toContainText([
    /^\d+ Jobs Biddings and delivering$/,
    /^\d+ jobs application \(monthly\)$/,
    'Unlimited access',
  ]);
});

test('the third card is highlighted until another is hovered or focused', async ({ page }) => {
  await openPricing(page);
  const cards = page.getByRole('article');
  await page.mouse.move(1, 1);
  await expect.poll(() => highlightedCards(page)).toEqual([2]);
  // Its button is the primary one, the others' secondary.
  await expect(cards.nth(2).getByRole('link')).toHaveCSS('background-color', PRIMARY);
  await expect(cards.nth(0).getByRole('link')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await cards.nth(0).hover();
  await expect.poll(() => highlightedCards(page)).toEqual([0]);
  await page.getByRole('heading', { level: 1 }).hover();
  await expect.poll(() => highlightedCards(page)).toEqual([2]);

  // The pointer rests on the sticky header: Tab scrolls the cards, and none may slide under it.
  await page.mouse.move(1, 1);
  await period(page, 'Annually').focus();
  await page.keyboard.press('Tab');
  await expect(cards.nth(0).getByRole('link')).toBeFocused();
  await expect.poll(() => highlightedCards(page)).toEqual([0]);
  await page.keyboard.press('Tab');
  await expect.poll(() => highlightedCards(page)).toEqual([1]);
  // The pointer wins over focus, as it did when the last one moved.
  await cards.nth(3).hover();
  await expect.poll(() => highlightedCards(page)).toEqual([3]);
});

// A phone that has not got the web font by the first paint keeps the fallback for that page (display: optional), where a price may wrap.
for (const font of ['the web font', 'the fallback font'] as const) {
  test(`at 1280 px the four plan cards stand in one line with their buttons, in every period, in ${font}`, async ({
    page,
  }) => {
    if (font === 'the fallback font') await page.route(/\.woff2$/, (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPricing(page);
    const cards = page.getByRole('article');
    for (const chosen of PERIODS) {
      await period(page, chosen.label).click();
      await expect(period(page, chosen.label)).toBeChecked();
      const frames = await verticalEdges(cards);
      const buttons = await verticalEdges(cards.getByRole('link'));
      expect(frames).toHaveLength(4);
      expect(buttons).toHaveLength(4);
      // The highlighted card too: same top, same bottom, buttons side by side.
      expect(spread(frames.map((frame) => frame.top)), chosen.label).toBeLessThanOrEqual(1);
      expect(spread(frames.map((frame) => frame.bottom)), chosen.label).toBeLessThanOrEqual(1);
      expect(spread(buttons.map((button) => button.top)), chosen.label).toBeLessThanOrEqual(1);
    }
  });
}

test('the plans are in the page as it arrives: without its scripts they show, priced for the period chosen', async ({
  page,
}) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/pricing');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('status')).toHaveCount(0);
  await period(page, 'Annually').click();
  await expect(card(page, 'Silver')).toContainText('/year', { useInnerText: true });
  await expect(card(page, 'Silver')).not.toContainText('/month', { useInnerText: true });
});

test('SWR refreshes the plans the page arrived with; a failed refresh keeps them on screen, and nothing moves when it answers', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const release = await holdRequests(page, '**/api/bills/membership-tier');
  await page.goto('/pricing');
  await expect(page.getByRole('article')).toHaveCount(4);
  const releasedAt = await nowWithFontsIn(page);
  release();
  await page.waitForResponse('**/api/bills/membership-tier');
  expect(await layoutShiftsSince(page, releasedAt)).toEqual([]);

  await page.route('**/api/bills/membership-tier', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { message: 'The bills service is temporarily unavailable.', code: 'unavailable' } },
    }),
  );
  await page.reload();
  await page.waitForResponse('**/api/bills/membership-tier');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load the plans.' })).toHaveCount(0);
});

for (const [width, height] of [
  [1350, 940],
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width}x${height} nothing on screen moves as the page hydrates and SWR answers`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await recordLayoutShifts(page);
    // Listened for before the visit: SWR's answer may come before the page's load event.
    const swrAnswered = page.waitForResponse('**/api/bills/membership-tier');
    await page.goto('/pricing');
    await swrAnswered;
    await expect(page.getByRole('article')).toHaveCount(4);
    expect(await layoutShiftsSince(page, 0)).toEqual([]);
  });
}

test.describe('with the bills API down', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the page says so in words, also without JavaScript, and Retry loads it again', async ({ browser }) => {
    const fake = await startFakeBillsApi();
    fake.misbehaviour = {
      kind: 'answer',
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'down', code: 'unavailable' } }),
    };
    const instance = await startNextInstance('pricing-api-down', {
      BILLS_API_URL: fake.url,
      SANITY_REVALIDATE_SECRET: 'pricing-secret',
    });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      // The build's page was rendered with no API set (the sandbox's plans): a publish of pricing's copy renders it again with this server's.
      expect(
        (await sendPublishWebhook(instance.url, { _type: 'pricingPage', _id: 'pricingPage' }, 'pricing-secret')).status,
      ).toBe(200);
      const alert = page.getByRole('alert').filter({ hasText: 'We could not load the plans.' });
      await expect(async () => {
        await page.goto(`${instance.url}/pricing`);
        await expect(alert).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(alert).toContainText('We could not load the plans.');
      await expect(alert).toContainText(
        'The bills service is having a problem right now. Please try again in a few minutes.',
      );
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(alert.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/pricing');
      await context.close();

      // With JavaScript the browser asks again; once the API answers, Retry brings the plans it lists.
      const withScript = await browser.newPage();
      await withScript.goto(`${instance.url}/pricing`);
      const banner = withScript.getByRole('alert').filter({ hasText: 'We could not load the plans.' });
      await expect(banner.getByRole('button', { name: 'Retry' })).toBeEnabled();
      await expectNoAxeViolations(withScript);
      fake.misbehaviour = null;
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect(withScript.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
        FAKE_PLANS.map((plan) => plan.name),
      );
      await expect(banner).toHaveCount(0);
      await withScript.close();
    } finally {
      await instance.stop();
      await fake.close();
    }
  });
});

test('an empty plan list shows a message instead of cards', async ({ page }) => {
  await page.route('**/api/bills/membership-tier', (route) => route.fulfill({ json: { payload: [] } }));
  await page.goto('/pricing');
  await expect(page.getByText('No plans are available right now.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the pricing page has no WCAG 2.2 AA violations with the plans loaded', async ({ page }) => {
  await openPricing(page);
  await expectNoAxeViolations(page);
});
