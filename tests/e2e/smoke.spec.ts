import { expect, type Locator, test } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { expectPageReady, ROUTES } from './support/routes';

// Smoke tests (`npm run test:smoke`, also with BASE_URL against staging or production). Editors change
// the copy at any time, so these check structure and behaviour: roles, links, what a click does, what
// the page itself or the site's own API says. They assert no seed copy or sandbox data and import no app
// source (tests/unit/lint/smoke-tests.test.ts checks the imports); the other specs check the words.

/** A dialog's button opens it from the first paint (the browser's own command); one tap, then the dialog. */
async function openDialog(button: Locator, dialog: Locator) {
  await button.click();
  await expect(dialog).toBeVisible();
}

test.describe('every route @smoke', () => {
  for (const { path } of ROUTES) {
    test(`${path} answers 200 with a title, one heading, the header and the footer's legal links @smoke`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
      await expect(page.getByRole('banner')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('a[href="/policy"]')).toHaveCount(1);
      await expect(footer.locator('a[href="/termsconditions"]')).toHaveCount(1);
      await expectPageReady(page, path);
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path answers 404 with a page that leads home @smoke', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByRole('main').locator('a[href="/"]')).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('on a phone @smoke', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the site menu with the header links; Escape closes it and returns focus @smoke', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = page.getByRole('banner').locator('button[aria-haspopup="dialog"]');
    const dialog = page.getByRole('dialog');
    await openDialog(button, dialog);
    const hrefs = await dialog.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/about', '/pricing', '/contactus']));
    await expect(dialog.locator('a[href="/about"]')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('home @smoke', () => {
  test('a category named on the page is found by the search, at an address that renders the same results @smoke', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const tabs = page.getByRole('main').getByRole('tablist').first();
    const category = ((await tabs.getByRole('tab').nth(1).textContent()) ?? '').trim();
    expect(category).not.toBe('');
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill(category.toUpperCase());
    await search.locator('button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(category.toUpperCase());
    const results = page.getByRole('region', { name: new RegExp(category, 'i') });
    await expect(results.locator('a[href^="/#"]').first()).toBeVisible();
    expect(errors).toEqual([]);
    // The address alone (no script run yet) brings the same results.
    await page.goto(page.url());
    await expect(results.locator('a[href^="/#"]').first()).toBeVisible();
  });

  test('a tab of "what is" shows its own panel, headed by its name @smoke', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('main').getByRole('tablist').first();
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    const second = tabs.getByRole('tab').nth(1);
    const name = ((await second.textContent()) ?? '').trim();
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name })).toBeVisible();
  });

  test('the platform cards expand and collapse from their titles @smoke', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('main').locator('details:not([name])').first();
    await expect(card).not.toHaveAttribute('open');
    await card.locator('summary').click();
    await expect(card).toHaveAttribute('open', '');
    await card.locator('summary').click();
    await expect(card).not.toHaveAttribute('open');
  });
});

test('about: a role card opens a modal dialog that closes with Escape and returns focus @smoke', async ({ page }) => {
  await page.goto('/about');
  const card = page.getByRole('main').locator('button[aria-haspopup="dialog"]').first();
  const dialog = page.getByRole('dialog');
  await openDialog(card, dialog);
  await expect(dialog.getByRole('heading').first()).toHaveText(/\S/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('contact: an empty send marks every required field with a message and focuses the first @smoke', async ({
  page,
}) => {
  await page.goto('/contactus');
  const form = page.locator('form[action="/api/contact"]');
  await expect(form).toHaveAttribute('method', 'post');
  await form.locator('button[type="submit"]').click();
  for (const field of ['#contact-name', '#contact-email', '#contact-message']) {
    await expect(form.locator(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator(field)).toHaveAccessibleDescription(/\S/);
  }
  await expect(form.locator('#contact-name')).toBeFocused();
});

test('pricing: the plans the bills API lists, with one billing period chosen @smoke', async ({ page, request }) => {
  const plans = (
    (await (await request.get('/api/bills/membership-tier')).json()) as { payload: Array<{ name: string }> }
  ).payload;
  expect(plans.length).toBeGreaterThan(0);
  await page.goto('/pricing');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(plans.map((plan) => plan.name));
  await expect(page.getByRole('group').getByRole('radio', { checked: true })).toHaveCount(1);
});

test('the legal pages: every entry of the table of contents leads to its section @smoke', async ({ page }) => {
  for (const path of ['/policy', '/termsconditions']) {
    await page.goto(path);
    const links = page
      .getByRole('navigation')
      .filter({ has: page.locator('a[href^="#"]') })
      .locator('a[href^="#"]');
    expect(await links.count()).toBeGreaterThan(1);
    const last = links.last();
    const target = ((await last.getAttribute('href')) ?? '').slice(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  }
});

test('coming soon shows both app store buttons, each named, a link only to an https store page @smoke', async ({
  page,
}) => {
  await page.goto('/comingsoon');
  // A store button is its mark and its name: a link where the store page exists, else a badge.
  const buttons = page
    .getByRole('main')
    .locator('a, p')
    .filter({ has: page.locator('svg[aria-hidden="true"]') })
    .filter({ has: page.locator('strong') });
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) {
    await expect(button).toBeVisible();
    await expect(button.locator('strong')).toHaveText(/\S/);
    const href = await button.getAttribute('href');
    if (href !== null) expect(new URL(href).protocol).toBe('https:');
  }
  const names = await buttons.locator('strong').allInnerTexts();
  expect(new Set(names).size, 'two different stores').toBe(2);
});

test('pay bills lists the bills API services as tabs, one chosen with its form @smoke', async ({ page }) => {
  await page.goto('/paybills');
  const tabs = page.getByRole('tab');
  // The services come from the bills API (in production, the real one) after pay bills renders per request.
  await expect(tabs.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
  const chosen = ((await page.getByRole('tab', { selected: true }).textContent()) ?? '').trim();
  await expect(page.getByRole('tabpanel', { name: chosen })).toBeVisible();
});
