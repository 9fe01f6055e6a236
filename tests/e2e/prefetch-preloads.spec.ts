import { expect, test, type Page, type Request } from '@playwright/test';

/** The images the document asks the browser to preload, in the order of the <link>s. */
function preloadedImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (link) => new URL(link.getAttribute('href')!, location.href).pathname,
    ),
  );
}

/** The site's pages a page fetched with script (prefetches), by path, and those still on their way. */
function fetchedPages(page: Page): string[] & { pending: Set<Request> } {
  const paths = ['/', '/comingsoon', '/about', '/pricing', '/paybills', '/contactus', '/policy', '/termsconditions'];
  const fetched = Object.assign([] as string[], { pending: new Set<Request>() });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() !== 'fetch' || !paths.includes(pathname)) return;
    fetched.push(pathname);
    fetched.pending.add(request);
  });
  const settle = (request: Request) => fetched.pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return fetched;
}

/** A visitor points at the header's links in turn (again, until the page is live): each prefetches its page. */
async function pointAtHeaderLinks(page: Page, fetched: string[]) {
  const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all();
  await expect(async () => {
    for (const link of links) {
      await page.mouse.move(0, 0);
      await link.hover();
    }
    expect(fetched.length).toBeGreaterThan(0);
  }).toPass();
}

test('loading a page fetches no other page; a header link prefetches its page once pointed at', async ({ page }) => {
  const fetched = fetchedPages(page);
  await page.goto('/about');
  const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
  // Pointed at until the page is live; by then nothing but what was pointed at has been fetched.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await pricing.hover();
    expect(fetched).toContain('/pricing');
  }).toPass();
  expect(new Set(fetched)).toEqual(new Set(['/pricing']));
});

// Pages prefetch the pages they link to once a visitor points at a link; those must not bring their
// hero pictures along as preloads, which the browser then reports as preloaded and never used.
for (const path of ['/pricing', '/paybills', '/contactus']) {
  test(`${path} preloads only its own pictures, also once the pages it links to are prefetched`, async ({ page }) => {
    const fetched = fetchedPages(page);
    await page.goto(path);
    const own = await preloadedImages(page);
    await pointAtHeaderLinks(page, fetched);
    // Every prefetch answered and read by the page, or cancelled.
    await expect.poll(() => fetched.pending.size).toBe(0);
    expect(await preloadedImages(page)).toEqual(own);
    expect(own).not.toContain('/seed-images/about-intro.svg');
    expect(own).not.toContain('/seed-images/coming-soon.svg');
  });
}
