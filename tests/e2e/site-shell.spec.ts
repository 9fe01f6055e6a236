import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { ROUTES } from './support/routes';

// The smoke spec checks every route's header and footer; this one the seed's exact words, the console
// and accessibility, at both sizes (@phone).
test.describe('every route @phone', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its title and heading with no console errors and no WCAG 2.2 AA violations`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});

/** The page's HTML and the site's stylesheet it links to. */
async function pageAndStylesheet(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const href = /<link rel="stylesheet" href="(\/styles\/[0-9a-f]+\.css)"/.exec(html)?.[1] ?? '';
  const stylesheet = await request.get(href);
  return { html, href, stylesheet, css: await stylesheet.text() };
}

test("a page is styled by the site's stylesheet, which browsers keep, and ships no styling code", async ({ request }) => {
  const { html, href, stylesheet, css } = await pageAndStylesheet(request, '/policy');
  expect(stylesheet.status()).toBe(200);
  expect(stylesheet.headers()['content-type']).toMatch(/^text\/css/);
  expect(stylesheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const headerClass = /<header class="([^"]+)"/.exec(html)?.[1];
  expect(css).toContain(`.${headerClass}{position:sticky;`);
  expect(html).not.toContain('data-emotion');
  // Another build's stylesheet is gone.
  const stale = await request.get(href.replace(/[0-9a-f]{16}/, '0000000000000000'));
  expect(stale.status()).toBe(404);
});

test("a style used many times on a page is in the stylesheet only, not in the page's HTML or payload", async ({ request }) => {
  const { html, css } = await pageAndStylesheet(request, '/');
  const mailLink = /<a [^>]*href="mailto:[^>]*>/.exec(html)?.[0] ?? '';
  const footerLinkClass = /class="(e-[a-z0-9]+)"/.exec(mailLink)?.[1];
  expect(html.match(new RegExp(`class="${footerLinkClass}"`, 'g'))?.length).toBeGreaterThan(5);
  expect(html).not.toContain(`.${footerLinkClass}{`);
  expect(css.split(`.${footerLinkClass}{`).length - 1).toBe(1);
});

test('pay bills arrives styled, with no styling code to run first: the forms it loads later bring their own CSS', async ({ request, page }) => {
  // Pay bills' components import their style modules: their rules come in the CSS files Next links.
  const html = await (await request.get('/paybills')).text();
  const panelClass = /<div class="(e-[a-z0-9]+)" id="service-panel"/.exec(html)?.[1];
  expect(panelClass).toMatch(/^e-/);
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');
  const css = (await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()))).join('\n');
  expect(css).toContain(`.${panelClass}{`);
  expect(html).not.toContain('data-emotion="css');
  await page.goto('/paybills');
  await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCSS('background-color', 'rgb(10, 104, 71)', { timeout: 15_000 });
});

test("a page preloads only its own images, never the not-found page's that travels in its payload", async ({ request }) => {
  const preloadedImages = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])?.[1]);
  expect(await preloadedImages('/')).toEqual(['/seed-images/hero-phones.svg']);
  expect(await preloadedImages('/about')).toEqual(['/seed-images/about-intro.svg']);
  expect(await preloadedImages('/policy')).toEqual([]);
});

test('a returning visitor revalidates a cached page and downloads it again only when it differs', async ({ request }) => {
  const first = await request.get('/policy');
  const etag = first.headers().etag ?? '';
  // Weak when the front proxy compressed the page (Playwright's client asks for gzip and br).
  expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
  expect((await request.get('/about')).headers().etag).not.toBe(etag);

  const revisit = await request.get('/policy', { headers: { 'If-None-Match': etag } });
  expect(revisit.status()).toBe(304);
  expect((await revisit.body()).length).toBe(0);

  const otherVersion = await request.get('/policy', { headers: { 'If-None-Match': '"an-older-version"' } });
  expect(otherVersion.status()).toBe(200);
  await expect(otherVersion.text()).resolves.toBe(await first.text());
});

test('the footer carries contact details, social links and the company credit', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'hello@helpa.ng' })).toHaveAttribute('href', 'mailto:hello@helpa.ng');
  await expect(footer.getByText('Mon-Fri 8am-5pm')).toBeVisible();
  await expect(footer.getByRole('link', { name: /Helpa on Facebook/ })).toHaveAttribute('href', /facebook\.com/);
  await expect(footer.getByRole('link', { name: /Built by Helpa Technologies/ })).toBeVisible();
});

test('an unknown path answers 404 with a designed page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
});
