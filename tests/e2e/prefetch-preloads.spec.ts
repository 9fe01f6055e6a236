import { expect, test, type Page } from '@playwright/test';

/** The images the document asks the browser to preload, in the order of the <link>s. */
function preloadedImages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => new URL(link.getAttribute('href')!, location.href).pathname));
}

/** The site's pages a page fetched with script (prefetches), by path. */
function fetchedPages(page: Page): string[] {
  const paths = ['/', '/comingsoon', '/about', '/pricing', '/paybills', '/contactus', '/policy', '/termsconditions'];
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'fetch' && paths.includes(pathname)) fetched.push(pathname);
  });
  return fetched;
}

/** A visitor points at each of the header's links in turn: each prefetches its page. */
async function pointAtHeaderLinks(page: Page) {
  await page.waitForLoadState('networkidle');
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) await link.hover();
}

test('loading a page fetches no other page; a header link prefetches its page once pointed at', async ({ page }) => {
  const fetched = fetchedPages(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await pricing.hover();
    expect(fetched).toContain('/pricing');
  }).toPass({ timeout: 15_000 });
});

// Pages prefetch the pages they link to once a visitor points at a link; those must not bring their
// hero pictures along as preloads, which the browser then reports as preloaded and never used.
for (const path of ['/pricing', '/paybills', '/contactus']) {
  test(`${path} preloads only its own pictures, also once the pages it links to are prefetched`, async ({ page }) => {
    const fetched = fetchedPages(page);
    await page.goto(path);
    const own = await preloadedImages(page);
    await pointAtHeaderLinks(page);
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await preloadedImages(page)).toEqual(own);
    expect(own).not.toContain('/seed-images/about-intro.svg');
    expect(own).not.toContain('/seed-images/coming-soon.svg');
  });
}
