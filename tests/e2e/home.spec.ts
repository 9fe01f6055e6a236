import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { disclosure, expectOpen } from './support/disclosure';
import { settledBesideHeader } from './support/scroll';
import { spread, verticalEdges } from './support/geometry';

/** Waits until running CSS transitions (the slide, the fades) have finished, including any that replace a cancelled one. */
async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    for (let round = 0; round < 5 && document.getAnimations().length > 0; round += 1) {
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

test('the home page itself is static: the same cached HTML for every visitor', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['cache-control']).toContain('s-maxage=60');
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
    await expect(panel.getByRole('link', { name: 'Read more about Logistics' })).toHaveAttribute(
      'href',
      '/#platform-platformCard-logistics',
    );
    // It leads to more about Logistics: its platform card, open, below the sticky header.
    await panel.getByRole('link', { name: 'Read more about Logistics' }).click();
    const card = disclosure(page, page.getByRole('region', { name: 'How our platform can help you' }), 'Logistics');
    await expectOpen(card, true);
    await expect(card.getByText('Door-to-door, same day')).toBeInViewport();
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

  test('a search result link selects its category and lands on it below the sticky header, room left for a focus ring', async ({
    page,
  }) => {
    await page.goto('/#what-is-category-carehub');
    await expect(page.getByRole('tab', { name: 'CareHub', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Read more about CareHub' })).toBeVisible();
    const { top, headerBottom } = await settledBesideHeader(page.getByRole('tabpanel'));
    expect(top).toBeGreaterThanOrEqual(headerBottom + 4);
  });
});

test.describe('platform cards', () => {
  test('each of the four cards expands and collapses from its title, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'How our platform can help you' });
    for (const title of ['CareHub', 'Logistics', 'Marketplace', 'Home owners'])
      await expectOpen(disclosure(page, section, title), false);
    const card = disclosure(page, section, 'Marketplace');
    await card.getByRole('heading', { name: 'Marketplace' }).click();
    await expectOpen(card, true);
    await expect(section.getByText('Sell your surplus, find what you need')).toBeVisible();
    await card.getByRole('heading', { name: 'Marketplace' }).click();
    await expect(section.getByText('Sell your surplus, find what you need')).toBeHidden();
    await card.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expectOpen(card, true);
    await page.keyboard.press('Space');
    await expectOpen(card, false);
  });

  for (const width of [1280, 900]) {
    test(`at ${width} px the cards in a row share one height with their buttons in line, also while one shows its details`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = page.getByRole('region', { name: 'How our platform can help you' });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(4);
      const expectEvenRows = async () => {
        const frames = await verticalEdges(cards);
        const buttons = await verticalEdges(section.locator('summary'));
        const rows = new Set(frames.map((frame) => Math.round(frame.top)));
        // Four in a row at 1280 px, two rows of two below 1024 px.
        expect(rows.size).toBe(width >= 1024 ? 1 : 2);
        for (const row of rows) {
          const inRow = frames.flatMap((frame, index) => (Math.round(frame.top) === row ? [index] : []));
          expect(spread(inRow.map((index) => frames[index]!.bottom))).toBeLessThanOrEqual(1);
          expect(spread(inRow.map((index) => buttons[index]!.top))).toBeLessThanOrEqual(1);
        }
      };
      // Retried until the layout settles: the font and the details' opening may still be moving the cards.
      await expect(expectEvenRows).toPass();
      await section.getByRole('heading', { name: 'Marketplace' }).click();
      await expect(section.getByText('Sell your surplus, find what you need')).toBeVisible();
      await expect(expectEvenRows).toPass();
    });
  }

  test('a search result link scrolls to its card expanded', async ({ page }) => {
    await page.goto('/#platform-platformCard-homeowners');
    const card = disclosure(page, page, 'Home owners');
    await expectOpen(card, true);
    await expect(card.getByRole('heading', { name: 'Home owners' })).toBeInViewport();
  });
});

test('the banner offers data, airtime and bills with Make Purchase links to the matching pay-bills service', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Buy mobile data and airtime with ease' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Pay utility bills with zero hassle' })).toBeAttached();
  const links = page.getByRole('link', { name: 'Make Purchase' });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('href', '/paybills?service=data');
  await expect(links.last()).toHaveAttribute('href', '/paybills?service=electricity-bill');
  await expect(page.getByRole('img', { name: 'Two friends with phones sharing a gift' })).toBeAttached();
  await links.first().click();
  // Pay bills renders per request, then fetches its services from the bills API and its form's code.
  await expect(page.getByRole('tab', { name: 'Data Subscription' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
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

  test('nothing is hidden or animated, also scrolled to the end', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-reveal]').first()).toBeAttached();
    const last = page.locator('[data-reveal]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(last).toHaveCSS('opacity', '1');
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

test('each carousel card’s picture is announced with the alternative text written for it in Studio', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Popular categories' }).getByRole('listitem');
  await expect(cards).toHaveCount(8);
  // Five categories are shown only here, so their pictures' descriptions reach no one anywhere else.
  for (const [title, alt] of [
    ['Errands', 'A rider on a scooter carrying shopping bags'],
    ['Household tasks', 'A person mopping a bright living room'],
    ['Spare parts', 'A mechanic with gears, a wrench and a car part'],
  ]) {
    await expect(
      cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('img', { name: alt }),
    ).toBeAttached();
  }
});
