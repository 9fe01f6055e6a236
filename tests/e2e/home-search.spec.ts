import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { carousel, finishCarouselMoves } from './support/carousel';
import { collectPageErrors } from './support/console';
import { settledBesideHeader } from './support/scroll';

test.describe('hero search', () => {
  test('searching shows matching categories, platform cards and FAQ answers as links', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const search = page.getByRole('search');
    await expect(search.getByRole('searchbox')).toHaveAttribute('placeholder', 'What do you need help with?');
    await search.getByRole('searchbox').fill('LOGISTICS');
    await search.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: /results? for “LOGISTICS”/ });
    await expect(results.getByRole('link', { name: 'Category Logistics' })).toHaveAttribute('href', '/#what-is-category-logistics');
    await expect(results.getByRole('link', { name: 'Platform Logistics' })).toHaveAttribute('href', '/#platform-platformCard-logistics');
    await expect(page).toHaveURL(/\/\?q=LOGISTICS$/);

    await search.getByRole('searchbox').fill('kyc');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'FAQ What is KYC?' })).toHaveAttribute('href', '/about#faq-what-is-kyc');
    expect(errors).toEqual([]);
  });

  test('a category result leads to its card in the carousel, a bills result to its pay-bills service', async ({ page }) => {
    // The carousel's clock stands still until the card has been checked: it must not move on, 3 s
    // later, because the checks themselves were slow.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill('spare parts');
    await search.getByRole('button', { name: 'Search' }).click();
    const result = page.getByRole('link', { name: 'Category Spare parts' });
    await expect(result).toHaveAttribute('href', /^\/#category-card-/);
    await result.click();
    const slide = carousel(page).getByRole('listitem', { name: /Spare parts/ });
    // The slide moves once the page has read the address: wait for the card to come to rest in the window.
    await expect
      .poll(async () => {
        await finishCarouselMoves(page);
        const window = await slide.locator('xpath=../..').boundingBox();
        const card = await slide.boundingBox();
        return card!.x >= window!.x && card!.x + card!.width - 16 <= window!.x + window!.width;
      })
      .toBe(true);
    await expect(slide).toBeInViewport();
    await page.clock.resume();

    await search.getByRole('searchbox').fill('airtime');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: /^Pay bills / })).toHaveAttribute('href', '/paybills?service=data');

    await search.getByRole('searchbox').fill('utility bills');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Pay bills Pay utility bills with zero hassle' }).click();
    await expect(page).toHaveURL(/\/paybills\?service=electricity-bill$/);
    await expect(page.getByRole('tab', { name: 'Electricity Payment', selected: true })).toBeVisible();
  });

  for (const width of [1280, 390, 320]) {
    test(`at ${width} px the results open under the search box without moving the illustration`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const hero = page.locator('main section').first().locator('img');
      const before = await hero.boundingBox();
      // Results in place, as once the index has come (submitted sooner, the search goes to the server).
      const indexLoaded = page.waitForResponse(/\/search-index\.json$/);
      await page.getByRole('searchbox').fill('a');
      await indexLoaded;
      await page.getByRole('button', { name: 'Search' }).click();
      const results = page.getByRole('region', { name: /results? for/ });
      await expect(results).toBeVisible();
      expect(await hero.boundingBox()).toEqual(before);
      // Right under the search box, and every result can be reached and clicked.
      const form = await page.getByRole('search').boundingBox();
      const panel = await results.boundingBox();
      expect(panel!.y - (form!.y + form!.height)).toBeGreaterThanOrEqual(0);
      expect(panel!.y - (form!.y + form!.height)).toBeLessThan(24);
      const lastResult = results.getByRole('link').last();
      await lastResult.scrollIntoViewIfNeeded();
      await expect(lastResult).toBeInViewport();
      // On screen at load: no reveal wrapper that could never play.
      await expect(page.locator('[data-reveal]').filter({ has: hero })).toHaveCount(0);

      // Escape, or the close link, puts the results away and the visitor back in the search box.
      await page.keyboard.press('Escape');
      await expect(results).toHaveCount(0);
      await expect(page.getByRole('searchbox')).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('button', { name: 'Search' }).click();
      await results.getByRole('link', { name: 'Close search results' }).click();
      await expect(results).toHaveCount(0);
      await expect(page.getByRole('searchbox')).toBeFocused();
      await expect(page.getByRole('searchbox')).toHaveValue('a');
    });
  }

  test('a search with no match says so and offers the contact page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('spaceship repairs');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No match for “spaceship repairs”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contactus');
  });

  test('a FAQ result opens that answer on the about page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('kyc');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'FAQ What is KYC?' }).click();
    await expect(page).toHaveURL(/\/about#faq-what-is-kyc$/);
    await expect(page.getByRole('button', { name: 'What is KYC?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('KYC means Know Your Customer.')).toBeVisible();
  });

  test('a FAQ result brings its answer into view below the sticky header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('kyc');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'FAQ What is KYC?' }).click();
    await expect(page.getByRole('button', { name: 'What is KYC?' })).toHaveAttribute('aria-expanded', 'true');
    const { top, headerBottom } = await settledBesideHeader(page.locator('#faq-what-is-kyc'));
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByText('KYC means Know Your Customer.')).toBeInViewport();
  });

  test('a category result brings its card into view below the sticky header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('spare parts');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Category Spare parts' }).click();
    const slide = carousel(page).getByRole('listitem', { name: /Spare parts/ });
    const { top, headerBottom } = await settledBesideHeader(slide);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await expect(slide.getByRole('heading', { name: 'Spare parts' })).toBeInViewport();
  });

  test('the results page has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('delivery');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('region', { name: /results for “delivery”/ })).toBeVisible();
    await expectNoAxeViolations(page, 'main section:first-of-type');
  });
});

test('the home page carries no search index: the browser loads it, cacheable, when a visitor goes to the search box', async ({ page, request }) => {
  const kycAnswer = 'Every giver confirms their identity with a valid ID, a selfie and a phone number';
  expect(await (await request.get('/')).text()).not.toContain(kycAnswer);

  const index = await request.get('/search-index.json');
  expect(index.headers()['cache-control']).toContain('s-maxage=');
  expect(JSON.stringify(await index.json())).toContain(kycAnswer);

  const loads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/search-index.json')) loads.push(sent.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toEqual([]);
  await page.getByRole('searchbox').focus();
  await expect.poll(() => loads.length).toBe(1);
  await page.getByRole('searchbox').fill('kyc');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'FAQ What is KYC?' })).toBeVisible();
});

test.describe('hero search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits ?q= and the server renders the matches at the same address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('cleaning');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/\?q=cleaning$/);
    await expect(page.getByRole('link', { name: 'Platform Home owners' })).toHaveAttribute('href', '/#platform-platformCard-homeowners');
    await expect(page.getByRole('searchbox')).toHaveValue('cleaning');
    // Closing the results without JavaScript leads back to the home page.
    await page.getByRole('link', { name: 'Close search results' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: /results? for/ })).toHaveCount(0);
  });

  test('a server-rendered search with no match offers the contact page', async ({ page }) => {
    await page.goto('/?q=zzzz');
    await expect(page.getByText('No match for “zzzz”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact page' })).toBeVisible();
  });

  test('every section is visible without JavaScript', async ({ page }) => {
    await page.goto('/');
    for (const name of ['What is Helpa?', 'How our platform can help you', 'Buy mobile data and airtime with ease']) {
      const heading = page.getByRole('heading', { name });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('opacity', '1');
    }
  });
});
