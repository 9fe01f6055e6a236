import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

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

/** Points at a link (again, until the page is live) until its page is fetched. */
async function pointAt(page: Page, link: Locator, fetched: string[], path: string) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    expect(fetched).toContain(path);
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

test('a visitor who asked for less data gets no prefetch: a page is fetched when opened', async ({ page }) => {
  // Chromium's data saver, as a visitor turns it on (navigator.connection.saveData).
  const devtools = await page.context().newCDPSession(page);
  const dataSaver = (on: boolean) =>
    devtools.send('Emulation.setDataSaverOverride', on ? { dataSaverEnabled: true } : {});
  const fetched = fetchedPages(page);
  await dataSaver(true);
  await page.goto('/about');
  const header = page.getByRole('navigation', { name: 'Main' });
  // The page is live once a link prefetches, which it does with the data saver off for a moment.
  await dataSaver(false);
  await pointAt(page, header.getByRole('link', { name: 'Contact Us' }), fetched, '/contactus');
  await dataSaver(true);
  const pricing = header.getByRole('link', { name: 'Pricing' });
  await page.mouse.move(0, 0);
  await pricing.hover();
  await pricing.focus();
  // A prefetch the data saver let through would have been asked for by the time a later one is answered.
  await dataSaver(false);
  await pointAt(page, header.getByRole('link', { name: 'Pay Bills' }), fetched, '/paybills');
  await expect.poll(() => fetched.pending.size).toBe(0);
  expect(fetched).not.toContain('/pricing');
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(fetched).toContain('/pricing');
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
