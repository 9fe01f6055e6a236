import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parseSeed } from '../../src/lib/content/seed-documents';
import { startFakeContentLake, type FakeContentLake, type LakeDocument } from '../fixtures/fake-content-lake';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { startPresentationStandIn, type PresentationStandIn } from './support/presentation-frame';

// The built site in Content Lake mode against a local stand-in for the Content Lake (queries and the
// live event stream): the project id and the API host are read by the server when it starts. The
// instance caches in a Redis of its own, so what it renders never reaches the suite's other servers.
const PROJECT_ID = 'live0000';
const READ_TOKEN = 'live-read-token';
const PREVIEW_SECRET = 'live-preview-secret';
const PAGE = '/pricing';
const SEED_HEADING = 'Choose a plan that fits your needs';

let lake: FakeContentLake;
let redis: RedisServer;
let studio: PresentationStandIn;
let site: NextInstance;
let pricingPage: LakeDocument;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page with the most links that come from content: contact tiles, social links, the footer. */
const STEGA_PAGE = '/contactus';
/** The invisible characters stega appends to a string (@vercel/stega). */
const STEGA_MARK = /[\u200B\u200C\u200D\u2060-\u2064\uFEFF]/u;

/** What stega's marks must never reach: each link's address, name and icon, the title, the metadata and the structured data. */
function whatStegaMustNotChange(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    meta: [...document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')].map((tag) => tag.outerHTML),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
    links: [...document.querySelectorAll('header a, main a, footer a')].map((link) => ({
      href: link.getAttribute('href') ?? '',
      label: link.getAttribute('aria-label'),
      icon: link.querySelector('svg[aria-hidden="true"]')?.innerHTML ?? null,
    })),
  }));
}

/** The address the Studio's Presentation tool opens to preview `pathname`, optionally in a release. */
function previewUrl(pathname: string, perspective?: string): string {
  const url = new URL('/api/draft-mode/enable', site.url);
  url.searchParams.set('sanity-preview-secret', PREVIEW_SECRET);
  url.searchParams.set('sanity-preview-pathname', pathname);
  if (perspective) url.searchParams.set('sanity-preview-perspective', perspective);
  return url.href;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const seed = parseSeed(readFileSync('studio/seed/data.ndjson', 'utf8'), 'studio/seed');
  pricingPage = seed.find(({ _id }) => _id === 'pricingPage')!;
  // What the Studio stores when an editor opens Presentation (checked by the enable route).
  const secret = { _id: 'sanity-preview-url-secret.live', _type: 'sanity.previewUrlSecret', secret: PREVIEW_SECRET, studioUrl: 'http://localhost:3333', _updatedAt: new Date().toISOString() };
  lake = await startFakeContentLake({ documents: [...seed, secret] });
  redis = await startRedisServer();
  studio = await startPresentationStandIn();
  // No SANITY_REVALIDATE_SECRET: the webhook refuses every call, so only live content can change a page.
  site = await startNextInstance('live-content', {
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_API_HOST: lake.url,
    SANITY_API_READ_TOKEN: READ_TOKEN,
    REDIS_URL: redis.url,
    // The Studio that may frame the preview.
    NEXT_PUBLIC_SANITY_STUDIO_URL: studio.url,
  });
});

test.afterEach(async ({}, testInfo) => attachLogsOnFailure(testInfo, [site]));

test.afterAll(async () => {
  await site?.stop();
  await redis?.stop();
  await studio?.close();
  await lake?.close();
});

test.describe('published content', () => {
  // The suite's build has no project id, so the policy it baked into cached pages lets them reach no
  // Content Lake; built with one, connect-src names the project's API (tests/unit/lib/security).
  test.use({ bypassCSP: true });

  test('every publish of several in a row re-renders the open page within 2 s, without the webhook, and reaches the next visitor', async ({ page }) => {
    await page.goto(`${site.url}${PAGE}`);
    await expect(heading(page)).toHaveText(SEED_HEADING);
    // <SanityLive /> listens to the live event stream (published content only: no token in the browser).
    await expect.poll(() => lake.listeners()).toEqual([{ includeDrafts: false }]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Each publish shows before the next one is made: none waits for a later event to appear.
    for (const published of ['Plans for every household', 'Plans for every business', 'Plans for every giver']) {
      lake.save({ ...pricingPage, heading: published });
      await expect(heading(page), published).toHaveText(published, { timeout: 2_000 });
      await expect.poll(async () => (await fetch(`${site.url}${PAGE}`)).text(), { timeout: 2_000 }).toContain(published);
    }
    expect(await page.evaluate(() => 'sameDocument' in window), 'updated in place, not reloaded').toBe(true);
    expect(
      lake.queries.every(({ authorized }) => !authorized),
      'published pages read without the token',
    ).toBe(true);
  });
});

test.describe('draft mode', () => {
  test('the Presentation preview shows drafts, and the release the editor picked, with the token kept on the server', async ({ page }) => {
    lake.save({ ...pricingPage, _id: 'drafts.pricingPage', heading: 'A draft heading' });
    await page.goto(previewUrl(PAGE));
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await expect(heading(page)).toContainText('A draft heading');
    expect(lake.queries.some(({ perspective, authorized }) => perspective === 'drafts' && authorized)).toBe(true);

    // The policy of a preview is chosen per request: it may talk to the Content Lake it reads.
    const pagePolicy = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
    expect(pagePolicy).toMatch(new RegExp(`connect-src [^;]*${lake.url.replace(/[.:/]/g, '\\$&')}`));
    expect(await page.content()).not.toContain(READ_TOKEN);

    lake.save({ ...pricingPage, _id: 'versions.rSpring.pricingPage', heading: 'The spring release heading' });
    await page.goto(previewUrl(PAGE, 'rSpring,drafts'));
    await expect(heading(page)).toContainText('The spring release heading');
    expect(lake.queries.at(-1)).toMatchObject({ perspective: 'rSpring,drafts', authorized: true });
  });

  test('a draft change reaches the preview on its next render, and a publish refreshes the open preview', async ({ page }) => {
    await page.goto(previewUrl(PAGE, 'drafts'));
    await expect(heading(page)).toContainText('A draft heading');
    lake.save({ ...pricingPage, _id: 'drafts.pricingPage', heading: 'The draft as typed' });
    await page.reload();
    await expect(heading(page)).toContainText('The draft as typed');

    await expect.poll(() => lake.listeners().length).toBeGreaterThan(0);
    lake.save({ ...pricingPage, _id: 'drafts.pricingPage', heading: 'The draft, edited again' });
    lake.save({ ...pricingPage, heading: 'Published meanwhile' });
    await expect(heading(page)).toContainText('The draft, edited again', { timeout: 10_000 });
  });

  test('with stega on and a source map, the preview’s links, labels, icons and metadata are the published page’s', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto(`${site.url}${STEGA_PAGE}`);
    const published = await whatStegaMustNotChange(visitor);
    await visitor.close();

    await page.goto(previewUrl(STEGA_PAGE, 'drafts'));
    // Stega is on: the Content Lake was asked for source maps, and the shown text carries the marks.
    expect(lake.queries.some(({ sourceMap, authorized }) => sourceMap && authorized)).toBe(true);
    await expect.poll(() => page.getByRole('contentinfo').locator('address').innerText()).toMatch(STEGA_MARK);
    const previewed = await whatStegaMustNotChange(page);
    expect(previewed).toEqual(published);
    expect(previewed.links.filter(({ href }) => href.startsWith('tel:'))).toEqual(expect.arrayContaining([expect.objectContaining({ href: 'tel:+2348012345678' })]));
    expect(previewed.links.filter(({ label }) => label?.startsWith('Helpa on')).map(({ icon }) => icon)).not.toContain('none');
  });

  test('inside Presentation, the preview follows the editor’s typing', async ({ page }) => {
    lake.save({ ...pricingPage, _id: 'drafts.pricingPage', heading: 'Before the editor types' });
    await page.goto(previewUrl(PAGE, 'drafts'));
    await page.goto(`${studio.url}/presentation?preview=${encodeURIComponent(`${site.url}${PAGE}`)}`);
    const previewHeading = page.frameLocator('iframe').getByRole('heading', { level: 1 });
    await expect(previewHeading).toContainText('Before the editor types');
    await expect.poll(() => page.evaluate(() => (window as unknown as { presentationConnected: () => boolean }).presentationConnected())).toBe(true);

    // The editor types: the draft changes (no live event reaches a browser without a token) and the Studio asks for a refresh.
    lake.save({ ...pricingPage, _id: 'drafts.pricingPage', heading: 'Typed in the Studio' });
    await page.evaluate(() => (window as unknown as { editorTyped: (document: object) => void }).editorTyped({ _id: 'drafts.pricingPage', _type: 'pricingPage', _rev: 'typed' }));
    await expect(previewHeading).toContainText('Typed in the Studio', { timeout: 10_000 });
  });
});
