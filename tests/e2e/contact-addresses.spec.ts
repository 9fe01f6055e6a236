import { expect, test, type Page } from '@playwright/test';

// Every address a visitor is given to write to comes from the site settings, one
// per purpose; in the seed the general one and the plans one are the same, hello@helpa.ng.
async function mailAddresses(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return hrefs.map((href) => decodeURIComponent(href.slice('mailto:'.length).split('?')[0]!));
}

test('the footer, the contact page and a custom plan’s Contact Us all give hello@helpa.ng @phone', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/contactus', '/pricing', '/about']) {
    await page.goto(path);
    // One per period in the page; the checked period's shows.
    if (path === '/pricing')
      await expect(
        page.locator('main a[href^="mailto:"]', { hasText: 'Contact Us' }).filter({ visible: true }),
      ).toBeVisible();
    for (const address of await mailAddresses(page)) seen.add(address);
  }
  expect([...seen]).toEqual(['hello@helpa.ng']);
});
