import { expect, test, type Page } from '@playwright/test';
import { watchViolations } from './support/csp-violations';

/**
 * A data-light visit (src/lib/data-saver.ts): with Chromium's data saver on (`Save-Data: on` on every request,
 * `navigator.connection.saveData`), a page fetches no picture below the first view but a figure's, and not the web
 * font. The window is as tall as the page, so every lazy picture is in view: with the data saver off, the same visit
 * fetches them.
 */
async function visit(page: Page, path: string, dataSaver: boolean): Promise<string[]> {
  if (dataSaver) {
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  }
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['image', 'font'].includes(request.resourceType())) fetched.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 12_000 });
  await page.goto(path);
  // What a visitor sees has arrived: every picture laid out in the window (a lazy one there is fetched) and every face
  // the text asked for.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.images]
          .filter((image) => {
            const { left, right, bottom } = image.getBoundingClientRect();
            return image.checkVisibility() && right > 0 && left < innerWidth && bottom > 0;
          })
          .every((image) => image.complete);
      }),
    )
    .toBe(true);
  return fetched;
}

const pictures = (fetched: string[]) => fetched.filter((path) => path.startsWith('/seed-images/'));
const fonts = (fetched: string[]) => fetched.filter((path) => path.endsWith('.woff2'));

/** The pictures a data-light page still shows: the first view's (not lazy) and those in a figure. */
const keptPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"]), figure > img')]
      .map((image) => new URL(image.currentSrc || image.src).pathname)
      .filter((path) => path.startsWith('/seed-images/')),
  );

// The pages with pictures below the first view (a post's in a figure), and the search, whose policy names the mark
// beside its nonce.
for (const path of [
  '/',
  '/about',
  '/contactus',
  '/helpa-in-lagos',
  '/news',
  '/news/carehub-shifts-for-clinics',
  '/search?q=electricity',
]) {
  test(`${path}: with the data saver on, no picture below the first view but a figure's, and no web font; off, all`, async ({
    page,
    browser,
  }) => {
    const violations = await watchViolations(page);
    const light = await visit(page, path, true);
    await expect(page.locator('html')).toHaveAttribute('data-saves-data', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new Set(pictures(light))).toEqual(new Set(await keptPictures(page)));
    const leftOut = await page.locator('img[loading="lazy"]:not(figure > img)').count();
    expect(fonts(light)).toEqual([]);
    expect(await violations()).toEqual([]);

    const usual = await browser.newPage();
    const full = await visit(usual, path, false);
    await expect(usual.locator('html')).not.toHaveAttribute('data-saves-data');
    if (leftOut > 0) expect(pictures(full).length).toBeGreaterThan(pictures(light).length);
    expect(fonts(full).length).toBe(1);
    await usual.close();
  });
}

test('with the data saver on, the text keeps the web font’s metric-matched fallbacks, in their order', async ({
  page,
}) => {
  await visit(page, '/', true);
  const stacks = await page.evaluate(() => {
    // The font's own stack, as next/font declares it on the page's root class, read on an element without the mark.
    const probe = document.createElement('div');
    probe.className = document.documentElement.className;
    document.body.append(probe);
    const declared = getComputedStyle(probe).getPropertyValue('--font-sans');
    return { declared, light: getComputedStyle(document.documentElement).getPropertyValue('--font-sans') };
  });
  const families = (stack: string) => stack.split(',').map((family) => family.trim().replace(/["']/g, ''));
  expect(families(stacks.declared)[0]).toBe('jakartaSans');
  expect(families(stacks.light)).toEqual(families(stacks.declared).slice(1));
});
