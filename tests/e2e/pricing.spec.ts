import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { spread, verticalEdges } from './support/geometry';
import { holdRequests } from './support/held-requests';
import { layoutShiftsSince, nowWithFontsIn, recordLayoutShifts } from './support/layout-shifts';

type ApiPlan = { id: number | string; name: string; monthlyPrice: number; quarterlyPrice: number; yearlyPrice: number; isCustomPrice: boolean };

const PERIODS = [
  { label: 'Monthly', charge: 'monthly', field: 'monthlyPrice', suffix: '/month' },
  { label: 'Quarterly', charge: 'quarterly', field: 'quarterlyPrice', suffix: '/quarter' },
  { label: 'Annually', charge: 'annually', field: 'yearlyPrice', suffix: '/year' },
] as const;

const naira = (amount: number) => `N${amount.toLocaleString('en-NG')}`;

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
const highlighted = (page: Page) => page.locator('article[data-highlighted="true"]');

test('shows the plans for the monthly period by default', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const plans = await apiPlans(request);
  await openPricing(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan that fits your needs');
  const periods = page.getByRole('group', { name: 'Billing period' });
  await expect(periods.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(periods.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(plans.map((plan) => plan.name));

  const silver = plans.find((plan) => plan.name === 'Silver')!;
  await expect(card(page, 'Silver')).toContainText(`${naira(silver.monthlyPrice)}/month`);
  await expect(card(page, 'Silver').getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /\/settings\?label=subscription&tierId=\d+&charge=monthly$/);
  expect(errors).toEqual([]);
});

test('each period changes the prices and the Subscribe links', async ({ page, request }) => {
  const plans = (await apiPlans(request)).filter((plan) => !plan.isCustomPrice && plan.monthlyPrice > 0);
  expect(plans.length).toBeGreaterThan(0);
  await openPricing(page);
  const periods = page.getByRole('group', { name: 'Billing period' });
  for (const period of [...PERIODS].reverse()) {
    await periods.getByRole('button', { name: period.label }).click();
    await expect(periods.getByRole('button', { name: period.label })).toHaveAttribute('aria-pressed', 'true');
    for (const plan of plans) {
      await expect(card(page, plan.name)).toContainText(`${naira(plan[period.field])}${period.suffix}`);
      const href = await card(page, plan.name).getByRole('link', { name: 'Subscribe' }).getAttribute('href');
      const url = new URL(href!);
      expect(url.pathname).toBe('/settings');
      expect(Object.fromEntries(url.searchParams)).toEqual({ label: 'subscription', tierId: String(plan.id), charge: period.charge });
    }
  }
});

test('a custom-price plan shows Negotiable and a Contact Us mail link to support', async ({ page }) => {
  await openPricing(page);
  const platinum = card(page, 'Platinum');
  await expect(platinum).toContainText('Negotiable');
  await expect(platinum.getByRole('link', { name: 'Subscribe' })).toHaveCount(0);
  await expect(platinum.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:hello@helpa\.ng(\?|$)/);
  await page.getByRole('button', { name: 'Annually' }).click();
  await expect(platinum).toContainText('Negotiable');
  await expect(platinum).not.toContainText('/year');
});

test('Bronze is the Free Starter with Get started for free', async ({ page }) => {
  await openPricing(page);
  const bronze = card(page, 'Bronze');
  await expect(bronze.getByText('Free Starter')).toBeVisible();
  await expect(page.getByText('Free Starter')).toHaveCount(1);
  await expect(bronze).toContainText('N0/month');
  await expect(bronze.getByRole('link', { name: 'Get started for free' })).toHaveAttribute('href', '/comingsoon');
  await expect(bronze.getByRole('listitem')).toContainText([/^\d+ Jobs Biddings and delivering$/, /^\d+ jobs application \(monthly\)$/, 'Unlimited access']);
});

test('the third card is highlighted until another is hovered or focused', async ({ page }) => {
  await openPricing(page);
  const cards = page.getByRole('article');
  await expect(highlighted(page)).toHaveCount(1);
  await expect(cards.nth(2)).toHaveAttribute('data-highlighted', 'true');
  await expect(cards.nth(2)).toHaveCSS('border-top-color', 'rgb(10, 104, 71)');

  await cards.nth(0).hover();
  await expect(cards.nth(0)).toHaveAttribute('data-highlighted', 'true');
  await expect(highlighted(page)).toHaveCount(1);
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(cards.nth(2)).toHaveAttribute('data-highlighted', 'true');

  // The pointer rests on the sticky header: Tab scrolls the cards, and none may slide under it.
  await page.mouse.move(1, 1);
  await page.getByRole('button', { name: 'Annually' }).focus();
  await page.keyboard.press('Tab');
  await expect(cards.nth(0).getByRole('link')).toBeFocused();
  await expect(cards.nth(0)).toHaveAttribute('data-highlighted', 'true');
  await page.keyboard.press('Tab');
  await expect(cards.nth(1)).toHaveAttribute('data-highlighted', 'true');
  await expect(highlighted(page)).toHaveCount(1);
});

// A phone that has not got the web font by the first paint keeps the fallback for that page (display: optional), where a price may wrap.
for (const font of ['the web font', 'the fallback font'] as const) {
  test(`at 1280 px the four plan cards stand in one line with their buttons, in every period, in ${font}`, async ({ page }) => {
    if (font === 'the fallback font') await page.route(/\.woff2$/, (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPricing(page);
    const cards = page.getByRole('article');
    for (const period of PERIODS) {
      await page.getByRole('button', { name: period.label }).click();
      await expect(page.getByRole('button', { name: period.label })).toHaveAttribute('aria-pressed', 'true');
      const frames = await verticalEdges(cards);
      const buttons = await verticalEdges(cards.getByRole('link'));
      expect(frames).toHaveLength(4);
      expect(buttons).toHaveLength(4);
      // The highlighted card too: same top, same bottom, buttons side by side.
      expect(spread(frames.map((frame) => frame.top)), period.label).toBeLessThanOrEqual(1);
      expect(spread(frames.map((frame) => frame.bottom)), period.label).toBeLessThanOrEqual(1);
      expect(spread(buttons.map((button) => button.top)), period.label).toBeLessThanOrEqual(1);
    }
  });
}

test('a failed load shows an error banner, and Retry loads the plans', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/bills/membership-tier', async (route) => {
    calls += 1;
    if (calls === 1) {
      await route.fulfill({ status: 503, json: { error: { message: 'The bills service is temporarily unavailable.', code: 'unavailable' } } });
    } else {
      await route.continue();
    }
  });
  await page.goto('/pricing');
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load the plans.' });
  await expect(alert).toContainText('We could not load the plans.');
  await expect(alert).toContainText('The bills service is temporarily unavailable.');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(alert).toHaveCount(0);
  expect(calls).toBe(2);
});

/** Opens pricing with the plans' answer held back until the returned function is called; the skeleton is then showing. */
async function openPricingWithPlansHeld(page: Page): Promise<() => void> {
  const release = await holdRequests(page, '**/api/bills/membership-tier');
  await page.goto('/pricing');
  await expect(page.getByRole('status').filter({ hasText: 'Loading plans…' })).toBeAttached();
  return release;
}

test('skeleton cards stand in for the plans while they load', async ({ page }) => {
  const release = await openPricingWithPlansHeld(page);
  await expect(page.getByRole('article')).toHaveCount(0);
  release();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: 'Loading plans…' })).toHaveCount(0);
});

// Lighthouse's desktop screen, a laptop's and a phone's: the skeleton stands as tall as the cards, so nothing in view moves.
for (const [width, height] of [
  [1350, 940],
  [1280, 800],
  [390, 844],
] as const) {
  test(`at ${width}x${height} what is on screen stays where it is when the plans arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await recordLayoutShifts(page);
    const release = await openPricingWithPlansHeld(page);
    const releasedAt = await nowWithFontsIn(page);
    release();
    await expect(page.getByRole('article')).toHaveCount(4);
    expect(await layoutShiftsSince(page, releasedAt)).toEqual([]);
  });
}

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
