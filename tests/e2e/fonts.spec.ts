import { expect, test, type Page } from '@playwright/test';
import { covers, rangesIn } from '../fixtures/unicode-range';

/** The fonts a page downloads: path and size. */
function downloadedFonts(page: Page): { path: string; bytes: number }[] {
  const fonts: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'font') return;
    const sizes = await request.sizes();
    fonts.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  return fonts;
}

/** Whether the page has loaded a face for one character that does not cover another. */
async function loadedOnlyFor(page: Page, character: string, other: string) {
  const loadedRanges = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.unicodeRange),
  );
  const [wanted, unwanted] = [character.codePointAt(0)!, other.codePointAt(0)!];
  return loadedRanges.map(rangesIn).some((ranges) => covers(ranges, wanted) && !covers(ranges, unwanted));
}

const preloadedFonts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.getAttribute('href')!, location.href).pathname,
    ),
  );

for (const path of ['/', '/pricing']) {
  test(`${path} downloads one small font, the core face, and preloads none`, async ({ page }) => {
    const fonts = downloadedFonts(page);
    await page.goto(path);
    await expect.poll(() => fonts.length).toBe(1);
    // Every face the page's text asked for has loaded (or failed): no second one is still to come.
    await page.evaluate(() => document.fonts.ready);
    // The core face covers every character (the rest of Latin is a face with a unicode-range). The
    // metric-matched fallbacks (local fonts, used while the core face is on its way) are not counted.
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
        .map((face) => face.unicodeRange),
    );
    expect(loaded).toEqual(['U+0-10FFFF']);
    // A preloaded `optional` face would hold the first paint for it.
    expect(await preloadedFonts(page)).toEqual([]);
    // Small enough to arrive in a new connection's first round trip (ten 1,460-byte segments).
    expect(fonts.map((font) => font.bytes < 14_000)).toEqual([true]);
  });
}

test("an accented letter a visitor types is drawn in the site's typeface", async ({ page }) => {
  const fonts = downloadedFonts(page);
  await page.goto('/contactus');
  await expect.poll(() => fonts.length).toBe(1);
  await page.evaluate(() => document.fonts.ready);
  const message = page.getByLabel('Message');
  await message.fill('Adébáyọ̀ at the café');
  await expect.poll(() => fonts.length).toBe(2);
  await expect.poll(() => loadedOnlyFor(page, 'é', 'A')).toBe(true);
});

/** How wide a page's text is set: the summed width of each line of its first paragraph and its heading. */
function textWidths(page: Page) {
  return page.evaluate(() => {
    const width = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
    };
    return { paragraph: width(document.querySelector('main p')!), heading: width(document.querySelector('main h1')!) };
  });
}

/** The font the browser drew an element's text in (Chromium's DevTools protocol). */
async function renderedFont(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts[0]?.familyName;
}

test('a first visit without the web font sets text about as wide as the web font does: the fallback is matched to it', async ({
  page,
  browser,
}) => {
  // The web font, as a returning visitor's cache has it (`optional` keeps a face that arrives late out of the first visit).
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFont(page, 'main p')).toBe('Plus Jakarta Sans');
  const webFont = await textWidths(page);
  const firstVisit = await browser.newPage({ viewport: page.viewportSize() });
  await firstVisit.route(/\.woff2$/, (route) => route.abort());
  await firstVisit.goto('/about');
  await firstVisit.evaluate(() => document.fonts.ready);
  const fallback = await textWidths(firstVisit);
  expect(await renderedFont(firstVisit, 'main p')).not.toBe('Plus Jakarta Sans');
  await firstVisit.close();
  // This system's sans-serif unmatched sets them 10 % (text) and 16 % (the heading's few letters) wider.
  expect(Math.abs(fallback.paragraph / webFont.paragraph - 1)).toBeLessThan(0.03);
  expect(Math.abs(fallback.heading / webFont.heading - 1)).toBeLessThan(0.06);
});

test('a first visit shows the web font from its second page on, with JavaScript as without it', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await browser.newPage({ javaScriptEnabled });
    // A first visit on a phone's network (Chromium's own throttling, 400 ms a request): the font arrives after
    // the first page has painted, and the page keeps its fallback (`optional`). Not a held route: Playwright
    // turns the HTTP cache off while a page routes requests, and the next page must find the font there.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const fontArrives = page.waitForResponse(/\.woff2$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await fontArrives;
    await page.evaluate(() => document.fonts.ready);
    expect(await renderedFont(page, 'main h1'), `first page, JavaScript ${javaScriptEnabled}`).not.toBe(
      'Plus Jakarta Sans',
    );
    // The next page, by a link: without JavaScript a new document; with it, drawn in the same one.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(() => renderedFont(page, 'main h1'), `second page, JavaScript ${javaScriptEnabled}`)
      .toBe('Plus Jakarta Sans');
    await page.close();
  }
});
