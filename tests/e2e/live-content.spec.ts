import { expect, test, type Frame, type Page } from '@playwright/test';
import type { SanityClient } from '@sanity/client';
import type { FakeContentLake } from '../fixtures/fake-content-lake';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { editAndPublish, editorClient, LAKE_READ_TOKEN, saveDraft, startContentLake } from './support/content-lake';
import { startPresentationStandIn, type PresentationStandIn } from './support/presentation-frame';
import { SEED_LANDING_PAGE } from './support/seed-landing-page';
import { invisibleMarksOutsideText, STEGA_MARK } from './support/stega-marks';

// The built site in Content Lake mode against a local stand-in for the Content Lake (queries, writes as
// the Studio makes them, and the live event stream): the project id and the API host are read by the
// server when it starts, and the pages' policy (built by `npm run build:e2e`) lets them reach the
// stand-in, so the CSP stays on. The instance caches in a Redis of its own, so what it renders never
// reaches the suite's other servers. The Presentation stand-in runs on another site (`localhost`).
const PROJECT_ID = 'live0000';
const PREVIEW_SECRET = 'live-preview-secret';
const PAGE = '/pricing';
const SEED_HEADING = 'Choose a plan that fits your needs';

let lake: FakeContentLake;
let editor: SanityClient;
let redis: RedisServer;
let studio: PresentationStandIn;
let site: NextInstance;

const heading = (page: Page | Frame) => page.getByRole('heading', { level: 1 });

/** The page with the most links that come from content: contact tiles, social links, the footer. */
const STEGA_PAGE = '/contactus';
/** Every page an editor previews. */
const PAGES = [
  '/',
  '/about',
  '/pricing',
  '/contactus',
  '/paybills',
  '/comingsoon',
  '/policy',
  '/termsconditions',
  SEED_LANDING_PAGE.path,
  '/news',
  '/news/electricity-in-abuja',
];

/** What stega's marks must never reach: each link's address, name and icon, the title, the metadata and the structured data. */
function whatStegaMustNotChange(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    meta: [...document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')].map(
      (tag) => tag.outerHTML,
    ),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent,
    ),
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

/** The Presentation stand-in framing `address`, as the Studio frames the preview. */
async function openPresentation(page: Page, address: string): Promise<Frame> {
  await page.goto(`${studio.url}/presentation?preview=${encodeURIComponent(address)}`);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('The Presentation stand-in has no frame');
  return frame;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  lake = await startContentLake({ previewSecret: PREVIEW_SECRET });
  editor = editorClient(lake);
  redis = await startRedisServer();
  studio = await startPresentationStandIn();
  // No SANITY_REVALIDATE_SECRET: the webhook refuses every call, so only live content can change a page.
  site = await startNextInstance('live-content', {
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_API_HOST: lake.url,
    SANITY_API_READ_TOKEN: LAKE_READ_TOKEN,
    REDIS_URL: redis.url,
    // The Studio that may frame the preview.
    NEXT_PUBLIC_SANITY_STUDIO_URL: studio.url,
  });
  // The project's CORS origins: the site's address, so browsers may open the live event stream.
  lake.allowOrigin(site.url);
});

test.afterEach(async ({}, testInfo) => attachLogsOnFailure(testInfo, [site]));

test.afterAll(async () => {
  await site?.stop();
  await redis?.stop();
  await studio?.close();
  await lake?.close();
});

test.describe('published content', () => {
  test('every publish of several in a row re-renders the open page within 2 s, without the webhook, and reaches the next visitor', async ({
    page,
  }) => {
    await page.goto(`${site.url}${PAGE}`);
    await expect(heading(page)).toHaveText(SEED_HEADING);
    // <SanityLive /> listens to the live event stream (published content only: no token in the browser), under the page's CSP.
    await expect.poll(() => lake.listeners()).toEqual([{ includeDrafts: false }]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Each publish shows before the next one is made: none waits for a later event to appear.
    for (const published of ['Plans for every household', 'Plans for every business', 'Plans for every giver']) {
      await editAndPublish(editor, 'pricingPage', { heading: published });
      await expect(heading(page), published).toHaveText(published, { timeout: 2_000 });
      await expect
        .poll(async () => (await fetch(`${site.url}${PAGE}`)).text(), { timeout: 2_000 })
        .toContain(published);
    }
    expect(await page.evaluate(() => 'sameDocument' in window), 'updated in place, not reloaded').toBe(true);
    expect(
      lake.queries.filter(({ perspective }) => perspective === 'published').every(({ authorized }) => !authorized),
      'published pages read without the token',
    ).toBe(true);
  });
});

test.describe('draft mode', () => {
  test('the preview shows drafts, and the release the editor picked, with the token kept on the server', async ({
    page,
  }) => {
    await saveDraft(editor, 'pricingPage', { heading: 'A draft heading' });
    await page.goto(previewUrl(PAGE));
    expect(new URL(page.url()).pathname).toBe(PAGE);
    await expect(heading(page)).toContainText('A draft heading');
    expect(lake.queries.some(({ perspective, authorized }) => perspective === 'drafts' && authorized)).toBe(true);

    // The policy of a preview is chosen per request: it may talk to the Content Lake it reads.
    const pagePolicy = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
    expect(pagePolicy).toMatch(new RegExp(`connect-src [^;]*${lake.url.replace(/[.:/]/g, '\\$&')}`));
    expect(await page.content()).not.toContain(LAKE_READ_TOKEN);

    const published = (await editor.getDocument('pricingPage'))!;
    await editor.action([
      { actionType: 'sanity.action.release.create', releaseId: 'rSpring', metadata: { title: 'Spring' } },
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'pricingPage',
        document: { ...published, _id: 'versions.rSpring.pricingPage', heading: 'The spring release heading' },
      },
    ]);
    await page.goto(previewUrl(PAGE, 'rSpring,drafts'));
    await expect(heading(page)).toContainText('The spring release heading');
    expect(lake.queries.at(-1)).toMatchObject({ perspective: 'rSpring,drafts', authorized: true });
  });

  test('a draft change reaches the preview on its next render, and a publish refreshes the open preview', async ({
    page,
  }) => {
    await page.goto(previewUrl(PAGE, 'drafts'));
    await expect(heading(page)).toContainText('A draft heading');
    await saveDraft(editor, 'pricingPage', { heading: 'The draft as typed' });
    await page.reload();
    await expect(heading(page)).toContainText('The draft as typed');

    await expect.poll(() => lake.listeners().length).toBeGreaterThan(0);
    await saveDraft(editor, 'pricingPage', { heading: 'The draft, edited again' });
    await editAndPublish(editor, 'comingSoonPage', { heading: 'Published meanwhile' });
    await expect(heading(page)).toContainText('The draft, edited again', { timeout: 10_000 });
  });

  test('Leave preview returns to the published version of the page the editor was on', async ({ page }) => {
    await page.goto(previewUrl('/about', 'drafts'));
    await page.getByRole('link', { name: 'Leave preview' }).click();
    await expect(page).toHaveURL(`${site.url}/about`);
    await expect(page.getByRole('link', { name: 'Leave preview' })).toHaveCount(0);
  });

  test('with stega on and a source map, the preview’s links, labels, icons and metadata are the published page’s', async ({
    page,
    browser,
  }) => {
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
    expect(previewed.links.filter(({ href }) => href.startsWith('tel:'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ href: 'tel:+2348012345678' })]),
    );
    expect(previewed.links.filter(({ label }) => label?.startsWith('Helpa on')).map(({ icon }) => icon)).not.toContain(
      'none',
    );
  });

  test('stega’s marks stay in visible text: no attribute, title, metadata or structured data of any previewed page carries one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(previewUrl('/', 'drafts'));
    for (const path of PAGES) {
      await test.step(path, async () => {
        // As the server sends it, and as the browser holds it once the page's scripts have run.
        const html = await (await page.request.get(`${site.url}${path}`)).text();
        expect(html, 'the preview carries stega marks at all').toMatch(STEGA_MARK);
        expect(invisibleMarksOutsideText(html), `${path} as served`).toEqual([]);
        await page.goto(`${site.url}${path}`);
        await expect(page.getByRole('link', { name: 'Leave preview' })).toBeVisible();
        expect(invisibleMarksOutsideText(await page.content()), `${path} in the browser`).toEqual([]);
      });
    }
  });

  test('every section of a landing page is click-to-edit: its heading and its text carry the marks', async ({
    page,
  }) => {
    await page.goto(previewUrl(SEED_LANDING_PAGE.path, 'drafts'));
    await expect(page.getByRole('link', { name: 'Leave preview' })).toBeVisible();
    const sections = await page.evaluate(
      ({ headings, mark }) => {
        const marked = new RegExp(mark, 'u');
        const bare = (text: string) => text.replace(new RegExp(mark, 'gu'), '').trim();
        const markedTexts = (root: Element) => {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          let count = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            if (marked.test(node.textContent ?? '')) count += 1;
          return count;
        };
        return headings.map((text) => {
          const heading = [...document.querySelectorAll('main h1, main h2, main h3')].find(
            (element) => bare(element.textContent ?? '') === text,
          );
          const section = heading?.closest('section');
          return {
            text,
            heading: heading ? marked.test(heading.textContent ?? '') : null,
            markedTexts: section ? markedTexts(section) : 0,
          };
        });
      },
      { headings: [...SEED_LANDING_PAGE.sectionHeadings], mark: STEGA_MARK.source },
    );
    for (const section of sections) {
      expect(section.heading, `"${section.text}" is on the page and marked`).toBe(true);
      // The pricing section's plans come from the bills API, not the Content Lake: its heading is its only text.
      if (section.text !== 'Plans for clinics of every size')
        expect(section.markedTexts, `"${section.text}" has marked text beyond its heading`).toBeGreaterThan(1);
    }
  });

  test('in the preview each landing page section carries its place in the page, for Presentation to let the editor drag it; visitors get no such marks', async ({
    page,
  }) => {
    await page.goto(previewUrl(SEED_LANDING_PAGE.path, 'drafts'));
    await expect(page.getByRole('link', { name: 'Leave preview' })).toBeVisible();
    const list = page.locator('main [data-sanity*=";path=sections;"]');
    await expect(list).toHaveAttribute('data-sanity', /^id=page-carehub-for-clinics;type=page;path=sections;/);
    const items = list.locator(':scope > [data-sanity]');
    await expect(items).toHaveCount(SEED_LANDING_PAGE.sectionKeys.length);
    for (const [index, heading] of SEED_LANDING_PAGE.sectionHeadings.entries()) {
      const key = SEED_LANDING_PAGE.sectionKeys[index];
      await expect(items.nth(index)).toHaveAttribute('data-sanity', new RegExp(`;path=sections:${key};`));
      await expect(items.nth(index)).toContainText(heading);
    }
    const asVisitorsGetIt = await (await fetch(`${site.url}${SEED_LANDING_PAGE.path}`)).text();
    expect(asVisitorsGetIt).toContain(SEED_LANDING_PAGE.sectionHeadings[0].replace("'", '&#x27;'));
    expect(asVisitorsGetIt).not.toContain('data-sanity');
  });
});

test.describe('Presentation, from the Studio on another site', () => {
  test('the Studio opens the preview in its frame (partitioned cookies, its own origin allowed to frame it) and the preview follows the editor’s typing', async ({
    page,
  }) => {
    await saveDraft(editor, 'pricingPage', { heading: 'Before the editor types' });
    const enabled = page.waitForResponse((response) => response.url().startsWith(`${site.url}/api/draft-mode/enable`));
    const frame = await openPresentation(page, previewUrl(PAGE, 'drafts'));
    // The preview's cookies (ours and next-sanity's) were set inside the Studio's frame, so they cross sites and are partitioned.
    const cookies = await (await enabled).headerValues('set-cookie');
    expect(cookies.map((cookie) => cookie.split('=')[0])).toContain('helpa-draft-preview');
    for (const cookie of cookies) expect(cookie).toMatch(/(?=.*; SameSite=none)(?=.*; Secure)(?=.*; Partitioned)/i);
    await expect(heading(frame)).toContainText('Before the editor types');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { presentationConnected: () => boolean }).presentationConnected()),
      )
      .toBe(true);

    // The editor types: the draft changes (no live event reaches a browser without a token) and the Studio asks for a refresh.
    await saveDraft(editor, 'pricingPage', { heading: 'Typed in the Studio' });
    await page.evaluate(() =>
      (window as unknown as { editorTyped: (document: object) => void }).editorTyped({
        _id: 'drafts.pricingPage',
        _type: 'pricingPage',
        _rev: 'typed',
      }),
    );
    await expect(heading(frame)).toContainText('Typed in the Studio', { timeout: 10_000 });
  });

  test('a page outside a preview may not be framed, by the Studio or anyone', async ({ browser }) => {
    const fresh = await browser.newPage();
    const answer = fresh.waitForResponse(`${site.url}${PAGE}`);
    const frame = await openPresentation(fresh, `${site.url}${PAGE}`);
    expect((await answer).headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await expect(heading(frame)).toHaveCount(0);
    await fresh.close();
  });
});
