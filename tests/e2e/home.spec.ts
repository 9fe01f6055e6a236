import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { shadowReach, spread, verticalEdges } from './support/geometry';
import { settledBesideHeader } from './support/scroll';

/** The spec's auto-advance interval. */
const CAROUSEL_INTERVAL_MS = 3000;

const carousel = (page: Page) => page.getByRole('region', { name: 'Popular categories' });

/** The label ("1 of 8: Errands") of the first slide whose left edge is inside the carousel's window. */
async function firstVisibleSlide(page: Page): Promise<string | null> {
  return carousel(page).evaluate((section) => {
    const window = section.querySelector('ul')?.parentElement?.getBoundingClientRect();
    const slides = Array.from(section.querySelectorAll('li'));
    const first = slides.find((slide) => window && slide.getBoundingClientRect().left >= window.left - 1);
    return first?.getAttribute('aria-label') ?? null;
  });
}

/** Waits until running CSS transitions (the slide, the fades) have finished, including any that replace a cancelled one. */
async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5 && document.getAnimations().length > 0; round += 1) {
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Waits until the carousel's own transitions (the slide) have finished. Only its own: the clock these
 * tests install runs on while they wait, and a section fading in elsewhere must not hold them up.
 */
async function finishCarouselMoves(page: Page) {
  await carousel(page).evaluate(async (section) => {
    for (let round = 0; round < 5 && section.getAnimations({ subtree: true }).length > 0; round += 1) {
      await Promise.all(section.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The first visible slide once the carousel has stopped moving. */
async function settledSlide(page: Page): Promise<string | null> {
  await finishCarouselMoves(page);
  return firstVisibleSlide(page);
}

/** Where the last card ends, against the right edge of the cards' window and of the clipping box. */
async function lastCardEdges(page: Page) {
  await finishCarouselMoves(page);
  return carousel(page).evaluate((section) => {
    const viewport = section.querySelector('ul')!.parentElement!;
    const clip = viewport.getBoundingClientRect();
    const cards = section.querySelectorAll('article');
    const card = cards[cards.length - 1]!;
    const box = card.getBoundingClientRect();
    // What is clipped away on each side of the last card: the room its shadow has there.
    const room = { top: box.top - clip.top, right: clip.right - box.right, bottom: clip.bottom - box.bottom };
    return { cardRight: box.right, windowRight: clip.right - parseFloat(getComputedStyle(viewport).paddingRight), room, boxShadow: getComputedStyle(card).boxShadow };
  });
}

async function showCarousel(page: Page) {
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
}

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

test('the home page itself is static: the same cached HTML for every visitor', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['cache-control']).toContain('s-maxage=60');
});

test.describe('category carousel', () => {
  test('Next moves one card and stops at the last; Previous stops at the first', async ({ page }) => {
    await showCarousel(page);
    await carousel(page).hover();
    const previous = carousel(page).getByRole('button', { name: /Previous/ });
    const next = carousel(page).getByRole('button', { name: /Next/ });
    // force: Playwright will not click an aria-disabled button, but a visitor can; it must do nothing.
    await previous.click({ force: true });
    await expect.poll(() => firstVisibleSlide(page)).toBe('1 of 8: Errands');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    for (let i = 0; i < 9; i += 1) await next.click({ force: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // The last position: the last card meets the right edge (no empty space after it).
    const { cardRight, windowRight } = await lastCardEdges(page);
    expect(Math.abs(cardRight - windowRight)).toBeLessThanOrEqual(1);
  });

  for (const width of [1280, 390, 320]) {
    test(`at ${width} px its last position fills the window, keeps the card's shadow, and auto-advance then starts again`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.clock.install();
      await showCarousel(page);
      // The arrow keys move it once it has focus.
      await carousel(page).getByRole('group').focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
      await expect(carousel(page).getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
      const { cardRight, windowRight, room, boxShadow } = await lastCardEdges(page);
      expect(Math.abs(cardRight - windowRight)).toBeLessThanOrEqual(1);
      // The shadow fades out before the window clips it: no hard grey edge above, below or beside.
      const reach = shadowReach(boxShadow);
      expect(reach.right).toBeGreaterThan(0);
      for (const side of ['top', 'right', 'bottom'] as const) expect(room[side], side).toBeGreaterThanOrEqual(reach[side]);
      await page.keyboard.press('ArrowLeft');
      expect((await lastCardEdges(page)).cardRight).toBeGreaterThan(windowRight + 100);
      await page.keyboard.press('ArrowRight');
      // Auto-advance from the last position goes back to the first card.
      await carousel(page).getByRole('group').blur();
      await page.mouse.move(0, 0);
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
      await expect.poll(() => firstVisibleSlide(page)).toBe('1 of 8: Errands');
    });
  }

  test('cards are 18rem wide and clamp their description to three lines', async ({ page }) => {
    await showCarousel(page);
    const slide = carousel(page).getByRole('listitem').first();
    expect((await slide.boundingBox())?.width).toBe(288);
    await expect(slide.locator('p')).toHaveCSS('-webkit-line-clamp', '3');
  });

  test('auto-advances every 3 seconds and pauses while the pointer is over it', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    await carousel(page).hover();
    await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
    expect(await settledSlide(page)).toBe('2 of 8: Household tasks');
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
  });

  test('a card brought into view by a search result stays a full interval before the carousel moves on', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    await page.mouse.move(0, 0);
    // From here time moves only when the test says: how long its own steps take does not count.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1000);
    const farmProduce = await carousel(page)
      .getByRole('listitem', { name: /Farm produce/ })
      .getAttribute('id');
    await page.evaluate((id) => {
      window.location.hash = id;
    }, farmProduce!);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
    // Past the moment the carousel would have moved had its clock kept running from the page load.
    await page.clock.runFor(CAROUSEL_INTERVAL_MS / 2);
    expect(await settledSlide(page)).toBe('3 of 8: Farm produce');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS / 2 + 500);
    await expect.poll(() => firstVisibleSlide(page)).toBe('4 of 8: Digital shops');
  });

  test('moves on after a mouse click on an arrow once the pointer leaves, though the arrow keeps focus', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    const next = carousel(page).getByRole('button', { name: /Next/ });
    await next.click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    await page.mouse.move(0, 0);
    await expect(next).toBeFocused();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
  });

  test('pauses while it has keyboard focus, and moves on once focus leaves', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    await page.mouse.move(0, 0);
    const previous = carousel(page).getByRole('button', { name: /Previous/ });
    await previous.focus();
    await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
    expect(await settledSlide(page)).toBe('1 of 8: Errands');
    await previous.blur();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not auto-advance until motion is allowed again', async ({ page }) => {
      await page.clock.install();
      await showCarousel(page);
      await page.mouse.move(0, 0);
      await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
      expect(await settledSlide(page)).toBe('1 of 8: Errands');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
      await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    });
  });
});

test.describe('What is section', () => {
  test('shows the product by default and the chosen category with its read-more link', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'What is Helpa?' });
    await expect(tabs.getByRole('tab')).toHaveCount(4);
    await expect(tabs.getByRole('tab', { name: 'Helpa', exact: true })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: 'Read more about Helpa' })).toHaveAttribute('href', '/about');
    await tabs.getByRole('tab', { name: 'Logistics', exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Logistics' })).toBeVisible();
    await expect(panel.getByText(/Helpa Logistics matches you with verified riders/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Read more about Logistics' })).toHaveAttribute('href', '/pricing');
  });

  test('is keyboard operable with the arrow keys', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Helpa', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Market Place', exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Market Place', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'CareHub', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test('a search result link selects its category', async ({ page }) => {
    await page.goto('/#what-is-category-carehub');
    await expect(page.getByRole('tab', { name: 'CareHub', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Read more about CareHub' })).toBeVisible();
  });
});

test.describe('platform cards', () => {
  test('each of the four cards expands and collapses from its button', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'How our platform can help you' });
    for (const title of ['CareHub', 'Logistics', 'Marketplace', 'Home owners']) {
      await expect(section.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    const card = section.getByRole('button', { name: 'Marketplace' });
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByText('Sell your surplus, find what you need')).toBeVisible();
    await card.click();
    await expect(section.getByText('Sell your surplus, find what you need')).toBeHidden();
  });

  for (const width of [1280, 900]) {
    test(`at ${width} px the cards in a row share one height with their buttons in line, also while one shows its details`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = page.getByRole('region', { name: 'How our platform can help you' });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(4);
      const expectEvenRows = async () => {
        const frames = await verticalEdges(cards);
        const buttons = await verticalEdges(section.getByRole('button'));
        const rows = new Set(frames.map((frame) => Math.round(frame.top)));
        // Four in a row at 1280 px, two rows of two below 1024 px.
        expect(rows.size).toBe(width >= 1024 ? 1 : 2);
        for (const row of rows) {
          const inRow = frames.flatMap((frame, index) => (Math.round(frame.top) === row ? [index] : []));
          expect(spread(inRow.map((index) => frames[index]!.bottom))).toBeLessThanOrEqual(1);
          expect(spread(inRow.map((index) => buttons[index]!.top))).toBeLessThanOrEqual(1);
        }
      };
      await expectEvenRows();
      await section.getByRole('button', { name: 'Marketplace' }).click();
      await expect(section.getByText('Sell your surplus, find what you need')).toBeVisible();
      await expectEvenRows();
    });
  }

  test('a search result link scrolls to its card expanded', async ({ page }) => {
    await page.goto('/#platform-platformCard-homeowners');
    const button = page.getByRole('button', { name: 'Home owners' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeInViewport();
  });
});

test('the banner offers data, airtime and bills with Make Purchase links to the matching pay-bills service', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Buy mobile data and airtime with ease' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Pay utility bills with zero hassle' })).toBeAttached();
  const links = page.getByRole('link', { name: 'Make Purchase' });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('href', '/paybills?service=data');
  await expect(links.last()).toHaveAttribute('href', '/paybills?service=electricity-bill');
  await expect(page.getByRole('img', { name: 'Two friends with phones sharing a gift' })).toBeAttached();
  await links.first().click();
  await expect(page.getByRole('tab', { name: 'Data Subscription' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
});

test('sections fade in once scrolled into view and end fully visible', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('heading', { name: 'Pay utility bills with zero hassle' });
  const wrapper = page.locator('[data-reveal]').filter({ has: banner });
  await expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
  await banner.scrollIntoViewIfNeeded();
  await expect(wrapper).toHaveAttribute('data-reveal', 'shown');
  await expect(wrapper).toHaveCSS('opacity', '1');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden or animated', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-reveal]').first()).toBeAttached();
    await expect(page.locator('[data-reveal]:not([data-reveal="static"])')).toHaveCount(0);
  });
});

test('the home page, scrolled through, has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/');
  for (const name of ['What is Helpa?', 'How our platform can help you', 'Pay utility bills with zero hassle']) {
    const heading = page.getByRole('heading', { name });
    await heading.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-reveal]').filter({ has: heading })).not.toHaveAttribute('data-reveal', 'hidden');
  }
  // Let the fades finish so contrast is measured on the final colours.
  await finishAnimations(page);
  await expectNoAxeViolations(page);
});
