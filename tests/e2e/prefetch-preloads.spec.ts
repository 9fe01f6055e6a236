import { expect, test, type Page } from '@playwright/test';

/** The images the document asks the browser to preload, in the order of the <link>s. */
function preloadedImages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => new URL(link.getAttribute('href')!, location.href).pathname));
}

// Next prefetches the pages a page links to (header, footer, "Free Starter"); those must not bring
// their hero pictures along as preloads, which the browser then reports as preloaded and never used.
for (const path of ['/pricing', '/paybills', '/contactus']) {
  test(`${path} preloads only its own pictures, also once the pages it links to are prefetched`, async ({ page }) => {
    await page.goto(path);
    const own = await preloadedImages(page);
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');
    expect(await preloadedImages(page)).toEqual(own);
    expect(own).not.toContain('/seed-images/about-intro.svg');
    expect(own).not.toContain('/seed-images/coming-soon.svg');
  });
}

test('a page still preloads its own hero picture', async ({ page }) => {
  await page.goto('/about');
  expect(await preloadedImages(page)).toEqual(['/seed-images/about-intro.svg']);
});
