import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationsWithoutScript } from './support/axe';
import { carousel } from './support/carousel';
import { disclosure, expectOpen } from './support/disclosure';
import { ROUTES } from './support/routes';

// A browser that runs no JavaScript: the `no-js-desktop` (1280 px) and `no-js-mobile` (390 px, the tests tagged
// @phone) projects of playwright.config.ts run this spec, and only them. Every route and every control of the shell and
// the marketing pages, as docs/features.md lists them route by route.

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, 'this spec runs in the no-js projects').toBe(false);
});

/**
 * Where `target`'s top sits against the sticky header's bottom once the window has stopped scrolling (two reads the
 * same): without JavaScript the page runs no animation frames to wait on.
 */
async function settledBesideHeader(page: Page, target: Locator) {
  const read = () =>
    target.evaluate((element) => [
      Math.round(element.getBoundingClientRect().top),
      Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
      window.scrollY,
    ]);
  let last = await read();
  await expect
    .poll(async () => {
      const now = await read();
      const still = now.join() === last.join();
      last = now;
      return still;
    })
    .toBe(true);
  return { top: last[0]!, headerBottom: last[1]! };
}

/** Whether the page is wider than the window (it would scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe('every route @phone', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its heading, fits the screen and has no WCAG 2.2 AA violations`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoAxeViolationsWithoutScript(page);
    });
  }

  test('an unknown address answers 404 with its page, a landing page, post or news page alike', async ({ page }) => {
    for (const address of ['/no-such-page', '/news/no-such-post', '/news/page/99', '/a/b']) {
      expect((await page.goto(address))?.status(), address).toBe(404);
      await expect(page.getByRole('link', { name: 'Go to the home page' }), address).toHaveAttribute('href', '/');
    }
  });
});

test.describe('the phone menu @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with every link, Log In and Get Started; Escape and Close close it, and focus goes back to Menu', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const menu = page.getByRole('button', { name: 'Menu' });
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await menu.click();
    await expect(dialog).toBeVisible();
    for (const name of ['Home', 'Market', 'Why', 'Pricing', 'Pay Bills', 'Contact Us', 'Log In', 'Get Started'])
      await expect(dialog.getByRole('link', { name })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.press('Enter');
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await menu.click();
    await dialog.getByRole('link', { name: 'Why' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('home @phone', () => {
  test('the "What is" tabs are links: each shows its panel, and the first shows by default', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#what-is');
    await expect(section.getByRole('heading', { name: 'Helpa', level: 3 })).toBeVisible();
    await section.getByRole('link', { name: 'Logistics', exact: true }).click();
    await expect(page).toHaveURL(/#what-is-category-logistics$/);
    await expect(section.getByRole('heading', { name: 'Logistics', level: 3 })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Helpa', level: 3 })).toBeHidden();
    await expect(section.getByRole('link', { name: 'Read more about Logistics' })).toBeVisible();
  });

  test('a platform card opens and closes from its title, by pointer and by keyboard', async ({ page }) => {
    await page.goto('/');
    const card = disclosure(page, page, 'Marketplace');
    await card.getByRole('heading', { name: 'Marketplace' }).click();
    await expectOpen(card, true);
    await expect(card.getByText('Sell your surplus, find what you need')).toBeVisible();
    await card.locator('summary').press('Enter');
    await expectOpen(card, false);
  });

  test('the category cards scroll sideways by themselves; the arrows, which need script, are not shown', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = carousel(page).getByRole('group');
    await expect(carousel(page).getByRole('button', { name: /Next|Previous/ })).toHaveCount(0);
    const scrolled = () => cards.evaluate((element) => element.scrollLeft);
    expect(await scrolled()).toBe(0);
    await cards.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled).toBeGreaterThan(0);
    await cards.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect(carousel(page).getByRole('listitem').last()).toBeInViewport();
  });

  test('a search lands on open content: a category on its tab, a service on its open card, an answer on About open', async ({
    page,
  }) => {
    await page.goto('/?q=carehub');
    await page.getByRole('link', { name: 'Category CareHub' }).click();
    await expect(page).toHaveURL(/\/#what-is-category-carehub$/);
    const panel = page.locator('#what-is-category-carehub');
    await expect(panel.getByRole('heading', { name: 'CareHub', level: 3 })).toBeVisible();
    // Below the sticky header, with room for a focus ring.
    const landed = await settledBesideHeader(page, panel);
    expect(landed.top).toBeGreaterThanOrEqual(landed.headerBottom + 4);

    await page.goto('/?q=cleaning');
    await page.getByRole('link', { name: 'Service Home owners' }).click();
    const card = disclosure(page, page, 'Home owners');
    await expectOpen(card, true);
    await expect(card.getByRole('heading', { name: 'Home owners' })).toBeInViewport();

    await page.goto('/?q=kyc');
    await page.getByRole('link', { name: 'FAQ What is KYC?' }).click();
    await expect(page).toHaveURL(/\/about#faq-what-is-kyc$/);
    const answer = disclosure(page, page, 'What is KYC?');
    await expectOpen(answer, true);
    await expect(answer.getByText('KYC means Know Your Customer.')).toBeInViewport();
    const question = await settledBesideHeader(page, answer.locator('summary'));
    expect(question.top).toBeGreaterThanOrEqual(question.headerBottom + 4);

    await page.goto('/?q=spare%20parts');
    await page.getByRole('link', { name: 'Category Spare parts' }).click();
    await expect(carousel(page).getByRole('listitem', { name: /Spare parts/ })).toBeInViewport();
  });

  test('dstv, gotv and showmax offer the TV service first', async ({ page }) => {
    for (const query of ['dstv', 'gotv', 'showmax']) {
      await page.goto(`/?q=${query}`);
      const first = page
        .getByRole('region', { name: /results? for/ })
        .getByRole('list')
        .getByRole('link')
        .first();
      await expect(first, query).toHaveAttribute('href', '/paybills?service=tv-subscription');
    }
  });

  test('a long search is kept as typed, says which part was searched, and the page never scrolls sideways', async ({
    page,
  }) => {
    const word = 'x'.repeat(100);
    await page.goto(`/?q=${word}`);
    await expect(page.getByRole('region', { name: `No match for “${word}”` })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const paste = `plumber ${'a'.repeat(292)}`;
    await page.goto(`/?q=${encodeURIComponent(paste)}`);
    await expect(page.getByRole('searchbox')).toHaveValue(paste);
    await expect(page.getByText('Only the first 100 characters of your search were used.')).toBeVisible();
  });
});

test.describe('about @phone', () => {
  test('a role card opens its dialog, which Escape and Close close, giving focus back to the card', async ({
    page,
  }) => {
    await page.goto('/about');
    const card = page.getByRole('button', { name: 'Service Provider', exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Turn your skills into steady income' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolationsWithoutScript(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await card.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('"How it works" tabs switch by link, and the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Earn by doing what you are good at' })).toBeVisible();
    await page.getByRole('link', { name: 'Job owner', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Get any task done by a verified giver' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Earn by doing what you are good at' })).toBeHidden();

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expectOpen(disclosure(page, faq, 'What is Helpa?'), true);
    await faq.getByText('How do I get paid?').click();
    await expectOpen(disclosure(page, faq, 'How do I get paid?'), true);
    await expectOpen(disclosure(page, faq, 'What is Helpa?'), false);
  });
});

test.describe('pricing @phone', () => {
  test('the plans are in the page; each period shows its prices and Subscribe links; the third card is highlighted', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('status')).toHaveCount(0);
    const silver = page.getByRole('article', { name: 'Silver' });
    await expect(silver).toContainText('/month', { useInnerText: true });
    await expect(page.getByRole('article').nth(2)).toHaveCSS('border-top-color', 'rgb(10, 104, 71)');
    await page.getByRole('radio', { name: 'Annually' }).check();
    await expect(silver).toContainText('/year', { useInnerText: true });
    await expect(silver).not.toContainText('/month', { useInnerText: true });
    await expect(silver.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /charge=annually$/);
    await expect(silver.getByRole('link')).toHaveCount(1);
  });
});

test.describe('the other routes @phone', () => {
  test('contact posts its form to the server, which answers with a page', async ({ page }) => {
    await page.goto('/contactus');
    const form = page.locator('form[action="/api/contact"]');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(page.getByText('Up to 5,000 characters')).toBeVisible();
  });

  test('pay bills says in words that paying needs JavaScript, and the menu still leads everywhere', async ({
    page,
  }) => {
    await page.goto('/paybills');
    // In a <noscript>, which the visitor reads and Playwright's text search skips.
    expect(await page.getByRole('main').innerText()).toContain('Paying bills here needs JavaScript');
    await expect(page.getByText('Sandbox: no real payments')).toBeVisible();
  });

  test('the legal pages’ tables of contents lead to their sections, and coming soon names both stores', async ({
    page,
  }) => {
    for (const path of ['/policy', '/termsconditions']) {
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const last = toc.getByRole('link').last();
      const target = ((await last.getAttribute('href')) ?? '').slice(1);
      await last.click();
      await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    }
    await page.goto('/comingsoon');
    await expect(page.getByText(/App Store$/)).toBeVisible();
    await expect(page.getByText(/Google Play$/)).toBeVisible();
  });
});
