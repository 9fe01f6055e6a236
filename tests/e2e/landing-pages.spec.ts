import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { SEED_LANDING_PAGE } from './support/seed-landing-page';

// The seed's landing page (every section type), its posts and its redirect, as visitors meet them.
const LANDING = SEED_LANDING_PAGE.path;
const SECTION_HEADINGS = SEED_LANDING_PAGE.sectionHeadings;
const POST = { path: '/news/electricity-in-abuja', title: 'Pay your electricity in Abuja in one minute' };

/** How far the page reaches past the viewport's right edge (0 when nothing makes it scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1280]) {
  test(`the seed's landing page shows every section type at ${width} px, with no console error and no WCAG 2.2 AA violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = collectPageErrors(page);
    const response = await page.goto(LANDING);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('CareHub for clinics | Helpa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECTION_HEADINGS[0]);
    for (const heading of SECTION_HEADINGS.slice(1))
      await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeAttached();
    // The pricing plans (from the bills API, as on /pricing) and the rich text's callout, link and picture.
    await expect(page.getByRole('main').getByRole('article').first()).toBeAttached();
    await expect(
      page.getByRole('main').getByRole('complementary').filter({ hasText: 'Invite your staff' }),
    ).toContainText('Tip');
    await expect(page.getByRole('link', { name: 'plans and fees' })).toHaveAttribute('href', '/pricing');
    await expect(
      page.getByRole('img', { name: 'A manager checking a completed task list on a laptop' }),
    ).toBeAttached();
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test(`the news listing and a post at ${width} px: newest first, the post's Article data, no WCAG 2.2 AA violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'CareHub now plans shifts for clinics',
      POST.title,
    ]);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: POST.title }).click();
    await expect(page).toHaveURL(POST.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.title);
    await expect(page.getByText('By Amaka Obi')).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Important');
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const article = structured.find((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: POST.title,
      datePublished: '2026-11-24',
      author: { name: 'Amaka Obi' },
      mainEntityOfPage: `https://www.helpa.test${POST.path}`,
    });
    await expectNoAxeViolations(page);
  });
}

test('at 320 px every section fits the screen, and the pay-bills entry opens its service', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(LANDING);
  for (const heading of SECTION_HEADINGS) {
    const element = page.getByRole('heading', { name: heading, exact: true });
    await element.scrollIntoViewIfNeeded();
    await expect(element).toBeVisible();
    const box = (await element.boundingBox())!;
    expect(box.x, heading).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, heading).toBeLessThanOrEqual(320);
  }
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('link', { name: 'Pay electricity' }).last().click();
  await expect(page).toHaveURL('/paybills?service=electricity-bill');
  await expect(page.getByRole('tab', { name: /Electricity/, selected: true })).toBeVisible();
});

test('an address no page has answers 404 with the designed page; a moved one answers 308 with its new address', async ({
  page,
  request,
}) => {
  for (const path of ['/no-such-campaign', '/Not-A-Slug', '/news/no-such-post', '/news/page/2', '/news/page/x']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const moved = await request.get('/clinics', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  // Next's first render of the redirect (an ISR miss) may name the Location twice; every one names the new address.
  expect(new Set(moved.headers().location!.split(', '))).toEqual(new Set([LANDING]));
  // Kept by caches like the page it leads to.
  expect(moved.headers()['cache-control']).toBe((await request.get(LANDING)).headers()['cache-control']);
  await page.goto('/clinics');
  await expect(page).toHaveURL(LANDING);
});

test('landing pages and posts are in the sitemap, the feed, the sharing cards and the search; the footer links to the news', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [LANDING, '/news', POST.path])
    expect(sitemap).toContain(`<loc>https://www.helpa.test${path}</loc>`);
  const feed = await request.get('/news/feed.xml');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await feed.text()).toContain(
    `<item><title>${POST.title}</title><link>https://www.helpa.test${POST.path}</link>`,
  );
  for (const card of [`/og${LANDING}`, `/og${POST.path}`, '/og/news'])
    expect((await request.get(card)).headers()['content-type'], card).toBe('image/png');
  expect((await request.get('/og/no-such-campaign')).status()).toBe(404);

  await page.goto('/?q=clinics');
  await expect(page.getByRole('link', { name: 'CareHub for clinics' })).toHaveAttribute('href', LANDING);
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
    'href',
    '/news',
  );
});
