import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors } from './support/console';
import { ROUTES } from './support/routes';

// The smoke spec checks every route's header and footer; this one the seed's exact words, the console
// and accessibility, at both sizes (@phone).
test.describe('every route @phone', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its title and heading with no console errors and no WCAG 2.2 AA violations`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      // Late errors (hydration) are in by the load event: every script the page loads counts toward it.
      await page.waitForLoadState('load');
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
});

/** The page's HTML and the CSS that arrives inside it. */
async function pageAndInlineCss(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  return { html, css };
}

test('a page arrives styled in its own HTML: no stylesheet to fetch before the first paint, no styling code', async ({
  page,
  request,
}) => {
  const { html, css } = await pageAndInlineCss(request, '/policy');
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const headerClass = /<header class="([^"]+)"/.exec(html)?.[1];
  expect(css).toMatch(new RegExp(`\\.${headerClass}\\{[^}]*position:sticky`));
  expect(html).not.toContain('data-emotion');
  // A visitor whose browser could fetch no stylesheet at all still sees the page laid out.
  const stylesheets: string[] = [];
  await page.route(/\.css(\?|$)/, (route) => {
    stylesheets.push(route.request().url());
    return route.abort();
  });
  await page.goto('/policy');
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  expect(stylesheets).toEqual([]);
});

test('a style used many times on a page is defined once in its CSS, not repeated in its HTML', async ({ request }) => {
  const { html, css } = await pageAndInlineCss(request, '/');
  const mailLink = /<a [^>]*href="mailto:[^>]*>/.exec(html)?.[0] ?? '';
  const footerLinkClass = /class="(e-[a-z0-9]+)"/.exec(mailLink)?.[1];
  expect(html.match(new RegExp(`class="${footerLinkClass}"`, 'g'))?.length).toBeGreaterThan(5);
  expect(css.split(`.${footerLinkClass}{`).length - 1).toBe(1);
});

test('pay bills arrives styled, with no styling code to run first, and the form it loads later is styled too', async ({
  page,
  request,
}) => {
  const { html, css } = await pageAndInlineCss(request, '/paybills');
  const panelClass = /<div class="(e-[a-z0-9]+)" id="service-panel"/.exec(html)?.[1];
  expect(panelClass).toMatch(/^e-/);
  expect(css).toContain(`.${panelClass}{`);
  expect(html).not.toContain('data-emotion');
  await page.goto('/paybills?service=airtime');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toBeVisible();
  // The browser's own text field is 2px inset and unrounded; the form's look replaced it.
  await expect(phone).not.toHaveCSS('border-style', 'inset');
  await expect(phone).not.toHaveCSS('border-radius', '0px');
});

test("a page's first-view illustration is drawn from its HTML, and no page preloads another page's images", async ({
  page,
  request,
}) => {
  const preloadedImages = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map(
      (match) => match[0],
    );
  for (const path of ['/', '/about', '/policy']) expect(await preloadedImages(path)).toEqual([]);
  const svgRequests: string[] = [];
  page.on('request', (asked) => (asked.url().includes('hero-phones.svg') ? svgRequests.push(asked.url()) : undefined));
  await page.goto('/');
  // Drawn as the page's own markup, as wide as its column and as tall as the drawing's proportions make it.
  const hero = page.getByRole('img', { name: /Two phones showing the Helpa app/ });
  const drawing = hero.locator('svg');
  await expect(drawing.locator('rect').first()).toBeAttached();
  const [box, drawn] = [await hero.boundingBox(), await drawing.boundingBox()];
  expect(drawn?.width).toBeCloseTo(box?.width ?? 0, 0);
  expect(drawn?.height).toBeCloseTo(((drawn?.width ?? 0) * 520) / 560, 0);
  expect(svgRequests).toEqual([]);
});

test('a returning visitor revalidates a cached page and downloads it again only when it differs', async ({
  request,
}) => {
  // A background regeneration (every 60 s) between two requests is a new version: React streams the same page's payload rows in another order, so its ETag differs and the pair is asked again.
  await expect(async () => {
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
  }).toPass({ timeout: 30_000 });
});

test('the footer carries contact details, social links and the company credit', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'hello@helpa.ng' })).toHaveAttribute('href', 'mailto:hello@helpa.ng');
  await expect(footer.getByText('Mon-Fri 8am-5pm')).toBeVisible();
  await expect(footer.getByRole('link', { name: /Helpa on Facebook/ })).toHaveAttribute('href', /facebook\.com/);
  await expect(footer.getByRole('link', { name: /Built by Helpa Technologies/ })).toBeVisible();
});

test('a social icon is drawn at its size in its link colour, hovered and under forced colours', async ({ page }) => {
  const link = page.getByRole('contentinfo').getByRole('link', { name: /Helpa on Facebook/ });
  const icon = link.locator('svg');
  const drawn = () =>
    Promise.all([
      link.evaluate((element) => getComputedStyle(element).color),
      icon.evaluate((element) => getComputedStyle(element).fill),
    ]);
  await page.goto('/');
  await link.scrollIntoViewIfNeeded();
  await expect(icon).toBeVisible();
  expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });
  const [color, fill] = await drawn();
  expect(fill).toBe(color);
  await link.hover();
  const [hoverColor, hoverFill] = await drawn();
  expect(hoverFill).toBe(hoverColor);
  await page.emulateMedia({ forcedColors: 'active' });
  const [forcedColor, forcedFill] = await drawn();
  expect(forcedFill).toBe(forcedColor);
  expect(forcedFill).not.toBe(fill);
});

test('an unknown path answers 404 with a designed page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
});
