import { expect, test, type Page, type Request } from '@playwright/test';

/** The images the document asks the browser to preload, in the order of the <link>s. */
function preloadedImages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => new URL(link.getAttribute('href')!, location.href).pathname));
}

/** The site's pages a page fetched with script (prefetches), by path, as asked and once answered. */
function fetchedPages(page: Page): string[] & { answered: string[] } {
  const paths = ['/', '/comingsoon', '/about', '/pricing', '/paybills', '/contactus', '/policy', '/termsconditions'];
  const fetched = Object.assign([] as string[], { answered: [] as string[] });
  const pageOf = (request: Request) => (request.resourceType() === 'fetch' && paths.includes(new URL(request.url()).pathname) ? new URL(request.url()).pathname : null);
  page.on('request', (request) => {
    const path = pageOf(request);
    if (path) fetched.push(path);
  });
  page.on('requestfinished', (request) => {
    const path = pageOf(request);
    if (path) fetched.answered.push(path);
  });
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
  expect(fetched).toEqual(['/pricing']);
});

// Pages prefetch the pages they link to once a visitor points at a link; those must not bring their
// hero pictures along as preloads, which the browser then reports as preloaded and never used.
for (const path of ['/pricing', '/paybills', '/contactus']) {
  test(`${path} preloads only its own pictures, also once the pages it links to are prefetched`, async ({ page }) => {
    const fetched = fetchedPages(page);
    await page.goto(path);
    const own = await preloadedImages(page);
    await pointAtHeaderLinks(page, fetched);
    // Every prefetch answered and read by the page.
    await expect.poll(() => fetched.answered.length).toBe(fetched.length);
    expect(await preloadedImages(page)).toEqual(own);
    expect(own).not.toContain('/seed-images/about-intro.svg');
    expect(own).not.toContain('/seed-images/coming-soon.svg');
  });
}

test('a page still preloads its own hero picture', async ({ page }) => {
  await page.goto('/about');
  expect(await preloadedImages(page)).toEqual(['/seed-images/about-intro.svg']);
});
