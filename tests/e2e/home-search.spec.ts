import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { carousel, finishCarouselMoves } from './support/carousel';
import { collectPageErrors } from './support/console';
import { disclosure, expectOpen } from './support/disclosure';
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
    await expect(results.getByRole('link', { name: 'Category Logistics' })).toHaveAttribute(
      'href',
      '/#what-is-category-logistics',
    );
    await expect(results.getByRole('link', { name: 'Service Logistics' })).toHaveAttribute(
      'href',
      '/#platform-platformCard-logistics',
    );
    await expect(page).toHaveURL(/\/\?q=LOGISTICS$/);

    await search.getByRole('searchbox').fill('kyc');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'FAQ What is KYC?' })).toHaveAttribute(
      'href',
      '/about#faq-what-is-kyc',
    );
    expect(errors).toEqual([]);
  });

  test('a category result leads to its card in the carousel, a bills result to its pay-bills service', async ({
    page,
  }) => {
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
    await expect(page.getByRole('link', { name: /^Pay bills / }).first()).toHaveAttribute(
      'href',
      '/paybills?service=airtime',
    );

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
      const hero = page.getByRole('img', { name: /Two phones showing the Helpa app/ });
      const before = await hero.boundingBox();
      // In the search box (the page has hydrated: the index is on its way), the results open in place.
      const indexRequested = page.waitForRequest(/\/search-index\.json$/);
      await page.getByRole('searchbox').fill('givers');
      await indexRequested;
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
      await expect(page.getByRole('searchbox')).toHaveValue('givers');
    });
  }

  test('a FAQ result opens that answer on the about page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('kyc');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'FAQ What is KYC?' }).click();
    await expect(page).toHaveURL(/\/about#faq-what-is-kyc$/);
    await expectOpen(disclosure(page, page, 'What is KYC?'), true);
    await expect(page.getByText('KYC means Know Your Customer.')).toBeVisible();
  });

  test('a FAQ result brings its answer into view below the sticky header', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('kyc');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'FAQ What is KYC?' }).click();
    const answer = disclosure(page, page, 'What is KYC?');
    await expectOpen(answer, true);
    // The question itself, with room for its focus ring, below the header.
    const { top, headerBottom } = await settledBesideHeader(answer.locator('summary'));
    expect(top).toBeGreaterThanOrEqual(headerBottom + 4);
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

test('the home page carries no search index: the browser loads it, cacheable, when a visitor goes to the search box', async ({
  page,
  request,
}) => {
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

test('a search sent while the index is on its way waits for it and opens in place, the visitor still in the search area', async ({
  page,
}) => {
  let releaseIndex = () => {};
  const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
  await page.route('**/search-index.json', async (route) => {
    await indexHeld;
    await route.continue();
  });
  await page.goto('/');
  const indexRequested = page.waitForRequest(/\/search-index\.json$/);
  await page.getByRole('searchbox').fill('givers');
  await indexRequested;
  await page.getByRole('searchbox').press('Enter');
  releaseIndex();
  const results = page.getByRole('region', { name: /results? for “givers”/ });
  await expect(results).toBeVisible();
  await expect(page).toHaveURL(/\/\?q=givers$/);
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(results).toHaveCount(0);
});

test.describe('hero search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits ?q= and the server renders the matches at the same address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('cleaning');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/\?q=cleaning$/);
    await expect(page.getByRole('link', { name: 'Service Home owners' })).toHaveAttribute(
      'href',
      '/#platform-platformCard-homeowners',
    );
    await expect(page.getByRole('searchbox')).toHaveValue('cleaning');
    // Closing the results without JavaScript leads back to the home page.
    await page.getByRole('link', { name: 'Close search results' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: /results? for/ })).toHaveCount(0);
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

// At 1280 px and 390 px: the search knows the words visitors use.
test.describe('a search that understands visitors', () => {
  const expectations = [
    { query: 'plumber', first: 'Category Household tasks' },
    { query: 'cleaning', first: 'Category Household tasks' },
    { query: 'errand', first: 'Category Errands' },
    { query: 'generator repair', first: 'Category Household tasks' },
    { query: 'plumbr', first: 'Category Household tasks' },
  ];

  test('plumber, cleaning, errand and generator repair (and a typo) each find their category first @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('search');
    const indexLoaded = page.waitForResponse(/\/search-index\.json$/);
    await search.getByRole('searchbox').focus();
    await indexLoaded;
    for (const { query, first } of expectations) {
      await search.getByRole('searchbox').fill(query);
      await search.getByRole('button', { name: 'Search' }).click();
      const results = page.getByRole('region', { name: new RegExp(`results? for “${query}”`) });
      await expect(results.getByRole('list').getByRole('link').first()).toHaveAccessibleName(first);
    }
  });

  test('no match offers the closest categories, a way to post a task and the contact page, never an empty box @phone', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('xylophone lessons');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('region', { name: 'No match for “xylophone lessons”' });
    await expect(results.getByText('Browse our categories instead:')).toBeVisible();
    await expect(results.getByRole('link', { name: /^Category / })).toHaveCount(4);
    await expect(results.getByRole('link', { name: 'Post a task' })).toHaveAttribute('href', '/comingsoon');
    await expect(results.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contactus');

    await page.getByRole('searchbox').fill('erunds');
    await page.getByRole('button', { name: 'Search' }).click();
    const near = page.getByRole('region', { name: 'No match for “erunds”' });
    await expect(near.getByText('These categories come closest:')).toBeVisible();
    await expect(near.getByRole('link', { name: /^Category / }).first()).toHaveAccessibleName('Category Errands');
    // Keyboard: from the search box, Tab reaches the results and the way to post the task.
    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(near.getByRole('link', { name: 'Category Errands' })).toBeFocused();
  });

  test('pages and their words are in the index: NEPA leads to pay bills, and a FAQ, a service and a page show their kind @phone', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox').fill('NEPA');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'Page Pay bills: electricity, data, airtime, TV' })).toHaveAttribute(
      'href',
      '/paybills',
    );
    await page.getByRole('searchbox').fill('privacy');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'Page Privacy Policy' })).toHaveAttribute('href', '/policy');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server finds the same, and a query with no match gets the same offers @phone', async ({ page }) => {
      for (const { query, first } of expectations) {
        await page.goto(`/?q=${encodeURIComponent(query)}`);
        await expect(
          page
            .getByRole('region', { name: /results? for/ })
            .getByRole('list')
            .getByRole('link')
            .first(),
        ).toHaveAccessibleName(first);
      }
      await page.goto('/?q=zzzz');
      const results = page.getByRole('region', { name: 'No match for “zzzz”' });
      await expect(results.getByRole('link', { name: /^Category / }).first()).toBeVisible();
      await expect(results.getByRole('link', { name: 'Post a task' })).toBeVisible();
      await expect(results.getByRole('link', { name: 'contact page' })).toBeVisible();
    });
  });

  test('the index is one static, cacheable file with the editors’ synonyms attached', async ({ request }) => {
    const index = await request.get('/search-index.json');
    expect(index.headers()['cache-control']).toContain('s-maxage=');
    const { documents } = (await index.json()) as { documents: Array<{ title: string; keywords: string[] }> };
    expect(documents.find((document) => document.title === 'Household tasks')?.keywords).toContain('plumber');
  });
});
