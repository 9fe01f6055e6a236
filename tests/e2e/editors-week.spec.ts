import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import type { SanityClient } from '@sanity/client';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { PAGE_ERROR_TEXT } from '../../src/components/shell/strings';
import type { FakeContentLake, LakeDocument } from '../fixtures/fake-content-lake';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { studioErrorsOf } from '../fixtures/studio-validation';
import { WEEK_RELEASE, WEEK_RELEASE_CHANGES, weekReleaseDocument, weekReleaseVersions } from '../fixtures/week-release';
import {
  editAndPublish,
  editorClient,
  LAKE_EDITOR_TOKEN,
  LAKE_READ_TOKEN,
  publishDraft,
  saveDraft,
  startContentLake,
} from './support/content-lake';
import { startPresentationStandIn, type PresentationStandIn } from './support/presentation-frame';
import { serveStaticDir } from './support/static-dir-server';
import { stubSanityApi } from './support/studio-api';
import { deliver, signedDelivery } from './support/webhook';
import { SEED_LANDING_PAGE } from './support/seed-landing-page';
import { answerAt, answering, escapeHtml, expectAnswers, lacking, showing, type Answer } from './support/site-answers';
import { writeRedirectsForMove } from '../../studio/actions/write-redirects';

// An editor's week on the production topology: the stand-in Content Lake in its lagging mode (published
// reads trail each write, as Sanity's API CDN does), writes made as the Studio makes them (actions with
// an editor's token), a real redis-server, two `next start` instances sharing it, and the front proxy of
// deploy/nginx in front of both, where visitors and the editor meet the site, with the CSP on. The
// Studio's Presentation runs on another site (`localhost`). The suite's own web server
// (playwright.config.ts) is not used.
const PROJECT_ID = 'week0000';
const PREVIEW_SECRET = 'week-preview-secret';
const WEBHOOK_SECRET = 'week-revalidate-secret';
/** How long the stand-in's published reads trail a write, and its live event with them. */
const LAG_MS = 1_000;
/** How soon after the lag a publish must reach an open page and each instance. */
const PUBLISH_SHOWS_MS = 2_000;
/**
 * How soon after the lag it must reach pages no browser has open, on both instances: they follow once
 * an open page has expired the publish's sync tags (the same event), at their next request, which
 * regenerates them (the home page is the heaviest render on two busy cores).
 */
const UNOPENED_PAGE_SHOWS_MS = 5_000;
/**
 * How much later a visitor through the proxy may still get the page from before: deploy/nginx keeps a
 * page "1 s", which nginx counts in whole seconds (a copy stored at 12.1 s is kept until 14.0 s), and a
 * copy fetched in the moment between the publish and the open page's expiry of its tags is one of them.
 */
const PROXY_KEEPS_MS = 2_000;
/** Caches the proxy may serve a visitor from: a draft must never be one of them for the editor. */
const FROM_PROXY_CACHE = /^(HIT|STALE|UPDATING|REVALIDATED)$/;

let lake: FakeContentLake;
let editor: SanityClient;
let redis: RedisServer;
let studio: PresentationStandIn;
let a: NextInstance;
let b: NextInstance;
let proxy: FrontProxy;

const published = (id: string): LakeDocument => {
  const document = lake.documents().find(({ _id }) => _id === id);
  if (!document) throw new Error(`No published ${id}`);
  return document;
};

const nameOf = (base: string) => (base === proxy.url ? 'proxy' : base === a.url ? 'instance A' : 'instance B');

/** The bases by the names a report gives them. */
const named = (...bases: string[]) => Object.fromEntries(bases.map((base) => [nameOf(base), base]));

/** A visitor's answers along the way (a round every quarter second), on both instances and through the proxy, until stopped: none may be an error. */
function watchForErrors(paths: string[]) {
  const errors: string[] = [];
  let watching = true;
  const watched = (async () => {
    while (watching) {
      const round = Promise.all(
        [a.url, b.url, proxy.url].flatMap((base) =>
          paths.map(async (path) => ({ base, path, status: (await answerAt(base, path)).status })),
        ),
      );
      const [answers] = await Promise.all([round, new Promise((resolve) => setTimeout(resolve, 250))]);
      for (const { base, path, status } of answers) if (status >= 500) errors.push(`${nameOf(base)} ${path} ${status}`);
    }
  })();
  return async () => {
    watching = false;
    await watched;
    return errors;
  };
}

/** The address the Studio's Presentation tool opens to preview `pathname`, through the proxy. */
function previewUrl(pathname: string): string {
  const url = new URL('/api/draft-mode/enable', proxy.url);
  url.searchParams.set('sanity-preview-secret', PREVIEW_SECRET);
  url.searchParams.set('sanity-preview-pathname', pathname);
  url.searchParams.set('sanity-preview-perspective', 'drafts');
  return url.href;
}

/** A page open through the proxy, listening to the live event stream. */
async function openLive(page: Page, path: string) {
  const listening = lake.listeners().length;
  await page.goto(`${proxy.url}${path}`);
  await expect.poll(() => lake.listeners().length, { timeout: 15_000 }).toBeGreaterThan(listening);
}

// In order, in one worker, sharing the servers; one test failing does not skip the rest.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  lake = await startContentLake({ previewSecret: PREVIEW_SECRET, lagMs: LAG_MS });
  editor = editorClient(lake);
  redis = await startRedisServer();
  studio = await startPresentationStandIn();
  const env = {
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_API_HOST: lake.url,
    SANITY_API_READ_TOKEN: LAKE_READ_TOKEN,
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
    NEXT_PUBLIC_SANITY_STUDIO_URL: studio.url,
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
  };
  // One after the other: two servers starting at once are slow on two cores.
  a = await startNextInstance('A', env);
  b = await startNextInstance('B', env);
  proxy = await startFrontProxyFor('editors-week', [a, b]);
  // The project's CORS origins: the site's public address, where browsers open the live event stream.
  lake.allowOrigin(proxy.url);
});

test.afterEach(async ({}, testInfo) => attachLogsOnFailure(testInfo, [a, b]));

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await studio?.close();
  await lake?.close();
});

test('five publishes in a row: each reaches the open page and both instances within 2 s of the lag, and visitors through the proxy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLive(page, '/pricing');
  const heading = page.getByRole('heading', { level: 1 });
  for (let day = 1; day <= 5; day += 1) {
    const text = `Plans for day ${day} of the week`;
    const publishedAt = Date.now();
    await editAndPublish(editor, 'pricingPage', { heading: text });
    const readable = publishedAt + LAG_MS;
    await Promise.all([
      (async () => {
        await expect(heading, `publish ${day} on the open page`).toHaveText(text, {
          timeout: readable + PUBLISH_SHOWS_MS - Date.now(),
        });
        test.info().annotations.push({
          type: 'open page /pricing',
          description: `"${text}" shown ${Date.now() - readable} ms after the lag`,
        });
      })(),
      expectAnswers(named(a.url, b.url), '/pricing', showing([text]), readable, readable + PUBLISH_SHOWS_MS),
      expectAnswers(
        named(proxy.url),
        '/pricing',
        showing([text]),
        readable,
        readable + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
      ),
    ]);
  }
});

test('an edit published in the Studio, by its own publish action, reaches the open page and both instances within 2 s of the lag', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The built Studio (npm run studio:build) as a static host serves it, signed in as an editor, its dataset this Content Lake.
  const dist = path.resolve('studio/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('No built Studio in studio/dist: run `npm run studio:build` first (npm run test:e2e does).');
  const studioHost = await serveStaticDir(dist);
  lake.allowOrigin(studioHost.url, { credentials: true });
  // The stand-in's HTTPS certificate is its own.
  const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  try {
    await stubSanityApi(editorContext, {
      projectId: 'helpa0local',
      dataset: 'production',
      documents: [],
      contentLake: { httpsUrl: lake.httpsUrl!, token: LAKE_EDITOR_TOKEN },
    });
    const studioPage = await editorContext.newPage();
    await studioPage.goto(`${studioHost.url}/structure`);
    await studioPage.getByTestId('pane-item-Pages and settings').click({ timeout: 60_000 });
    await studioPage.getByTestId('pane-item-Pricing page').click();
    const field = studioPage.getByTestId('document-pane').getByRole('textbox', { name: 'Heading' });
    await expect(field).toHaveValue(String(published('pricingPage').heading), { timeout: 30_000 });
    await field.click();
    await field.press('ControlOrMeta+A');
    await field.pressSequentially('Plans an editor published in the Studio');
    await expect
      .poll(() => lake.documents().find(({ _id }) => _id === 'drafts.pricingPage')?.heading, { timeout: 30_000 })
      .toBe('Plans an editor published in the Studio');
    const publish = studioPage.getByTestId('action-publish');
    await expect(publish).toBeEnabled({ timeout: 30_000 });

    await openLive(page, '/pricing');
    const publishedAt = Date.now();
    await publish.click();
    // The Studio sends its publish action (sanity.action.document.publish, checking the published revision) once the draft is saved.
    await expect
      .poll(() => published('pricingPage').heading, { timeout: 10_000 })
      .toBe('Plans an editor published in the Studio');
    const readable = Date.now() + LAG_MS;
    test.info().annotations.push({
      type: 'Studio publish',
      description: `stored ${Date.now() - publishedAt} ms after the click`,
    });
    await Promise.all([
      // The editor closes the Studio meanwhile (a large app, on the same two cores as the site).
      editorContext.close(),
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans an editor published in the Studio', {
        timeout: readable + PUBLISH_SHOWS_MS - Date.now(),
      }),
      expectAnswers(
        named(a.url, b.url),
        '/pricing',
        showing(['Plans an editor published in the Studio']),
        readable,
        readable + PUBLISH_SHOWS_MS,
      ),
    ]);
  } finally {
    await editorContext.close();
    await studioHost.close();
  }
});

test('an unpublish leaves the open page and both instances within 2 s of the lag, and visitors through the proxy', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const question = published('faqItem-what-is-kyc').question as string;
  await openLive(page, '/about');
  const faq = page.getByRole('main').locator('summary', { hasText: question });
  await expect(faq).toHaveCount(1);
  const readable = Date.now() + LAG_MS;
  await editor.action({
    actionType: 'sanity.action.document.unpublish',
    draftId: 'drafts.faqItem-what-is-kyc',
    publishedId: 'faqItem-what-is-kyc',
  });
  await Promise.all([
    expect(faq).toHaveCount(0, { timeout: readable + PUBLISH_SHOWS_MS - Date.now() }),
    expectAnswers(named(a.url, b.url), '/about', lacking([question]), readable, readable + PUBLISH_SHOWS_MS),
    expectAnswers(
      named(proxy.url),
      '/about',
      lacking([question]),
      readable,
      readable + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
    ),
  ]);
});

test('items picked while still drafts, on pages published first: the pages stay up without them, and show each once it is published', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // New items, each still a draft, picked first in their lists (the Studio stores a reference to a draft as weak).
  const items = [
    {
      id: 'roleCard-tutor',
      type: 'roleCard',
      page: 'aboutPage',
      field: 'roleCards',
      fields: {
        groupName: 'Tutor',
        groupHeader: 'Teach what you know',
        shortDesc: 'Lessons at home.',
        fullDesc: 'Lessons at home, booked through Helpa.',
        features: ['Lessons'],
      },
    },
    {
      id: 'whyItem-tutors',
      type: 'whyItem',
      page: 'aboutPage',
      field: 'whyItems',
      fields: { title: 'Tutors nearby', description: 'Verified tutors in your area.' },
    },
    {
      id: 'category-tutoring',
      type: 'category',
      page: 'homePage',
      field: 'carouselCategories',
      fields: {
        title: 'Tutoring',
        shortcontent: 'Lessons at home.',
        mainDescription: 'Lessons at home.',
        readMoreHref: '/about',
      },
    },
    { id: 'category-tutoring', type: 'category', page: 'homePage', field: 'whatIsCategories', fields: {} },
  ];
  for (const { id, type, fields } of items.filter(({ fields }) => Object.keys(fields).length > 0)) {
    await editor.action({
      actionType: 'sanity.action.document.create',
      publishedId: id,
      attributes: { _id: `drafts.${id}`, _type: type, ...fields },
      ifExists: 'fail',
    });
  }
  for (const { id, type, page: pageId, field } of items) {
    const reference = { _key: `new-${id}`, _type: 'reference', _ref: id, _weak: true, _strengthenOnPublish: { type } };
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${pageId}`,
      publishedId: pageId,
      patch: { insert: { before: `${field}[0]`, items: [reference] } },
    });
  }

  await openLive(page, '/about');
  const errors = watchForErrors(['/', '/about', '/search-index.json']);
  try {
    // The pages first, with a change of their own to show they were published (the drafts left out).
    await saveDraft(editor, 'aboutPage', { heading: 'About us, with new roles soon' });
    await saveDraft(editor, 'homePage', { heroHeadline: 'New help is on its way' });
    const pagesAt = Date.now() + LAG_MS;
    await Promise.all([publishDraft(editor, 'aboutPage'), publishDraft(editor, 'homePage')]);
    await Promise.all([
      expect(page.getByRole('heading', { level: 1 })).toHaveText('About us, with new roles soon', {
        timeout: pagesAt + PUBLISH_SHOWS_MS - Date.now(),
      }),
      expectAnswers(
        named(a.url, b.url),
        '/about',
        showing(['About us, with new roles soon']),
        pagesAt,
        pagesAt + PUBLISH_SHOWS_MS,
      ),
      expectAnswers(
        named(a.url, b.url),
        '/',
        showing(['New help is on its way']),
        pagesAt,
        pagesAt + UNOPENED_PAGE_SHOWS_MS,
      ),
    ]);
    await expect(page.getByText(PAGE_ERROR_TEXT.eyebrow)).toHaveCount(0);
    for (const base of [a.url, b.url, proxy.url]) {
      for (const path of ['/', '/about', '/search-index.json'])
        expect((await answerAt(base, path)).status, `${nameOf(base)} ${path}`).toBe(200);
    }

    // Then the items: each shows as soon as it is published.
    const itemsAt = Date.now() + LAG_MS;
    await Promise.all(['roleCard-tutor', 'whyItem-tutors', 'category-tutoring'].map((id) => publishDraft(editor, id)));
    await Promise.all([
      expect(page.getByRole('main').getByRole('heading', { name: 'Tutor', exact: true })).toBeVisible({
        timeout: itemsAt + PUBLISH_SHOWS_MS - Date.now(),
      }),
      expectAnswers(named(a.url, b.url), '/about', showing(['Tutors nearby']), itemsAt, itemsAt + PUBLISH_SHOWS_MS),
      expectAnswers(named(a.url, b.url), '/', showing(['Tutoring']), itemsAt, itemsAt + UNOPENED_PAGE_SHOWS_MS),
      expectAnswers(
        named(a.url, b.url),
        '/search-index.json',
        showing(['category-tutoring']),
        itemsAt,
        itemsAt + UNOPENED_PAGE_SHOWS_MS,
      ),
    ]);
  } finally {
    expect(await errors(), 'answers of 500 and above along the way').toEqual([]);
  }
});

test('a draft previewed through the proxy: the editor sees it at once, and no visitor ever receives it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const draft = 'A heading only the editor may see';
  // Visitors have the published page in the proxy's cache.
  await answerAt(proxy.url, '/about');
  expect((await answerAt(proxy.url, '/about')).cache).toMatch(FROM_PROXY_CACHE);
  await saveDraft(editor, 'aboutPage', { heading: draft });

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const seen: Array<{ cache: string | null; cacheControl: string }> = [];
  editorPage.on('response', (response) => {
    if (new URL(response.url()).pathname === '/about' && response.request().resourceType() === 'document') {
      seen.push({
        cache: response.headers()['x-cache-status'] ?? null,
        cacheControl: response.headers()['cache-control'] ?? '',
      });
    }
  });
  const previewed = editorPage.goto(previewUrl('/about'));
  // Visitors keep asking while the editor previews, and after: never the draft.
  const visitors: Answer[] = [];
  const visiting = (async () => {
    for (let at = Date.now(); Date.now() - at < 3_000;)
      visitors.push(
        await answerAt(proxy.url, '/about'),
        await answerAt(proxy.url, '/about', { 'accept-encoding': 'identity' }),
      );
  })();
  await previewed;
  // At once: the first page the editor gets, no reload.
  await expect(editorPage.getByRole('heading', { level: 1 })).toContainText(draft, { timeout: 1_000 });
  await editorPage.reload();
  await expect(editorPage.getByRole('heading', { level: 1 })).toContainText(draft, { timeout: 1_000 });
  await visiting;
  await editorContext.close();

  // Visitors got the published page, much of it from the proxy's cache, and never the draft.
  expect(visitors.length).toBeGreaterThan(4);
  expect(visitors.filter(({ html }) => html.includes(draft))).toEqual([]);
  expect(visitors.some(({ cache }) => cache === 'HIT')).toBe(true);
  for (const base of [a.url, b.url]) expect((await answerAt(base, '/about')).html).not.toContain(draft);
  // The site says a preview may not be kept; the editor's pages come from an instance, never from the
  // proxy's cache (which holds the published page), whether the request carries draft mode or only
  // the preview cookie (`curl -H 'Cookie: helpa-draft-preview=1'`).
  expect(seen.length).toBeGreaterThanOrEqual(2);
  for (const { cacheControl } of seen) expect(cacheControl).toMatch(/private|no-store/);
  expect(
    seen.map(({ cache }) => cache),
    'X-Cache-Status of the editor’s pages',
  ).not.toContainEqual(expect.stringMatching(FROM_PROXY_CACHE));
  await answerAt(proxy.url, '/about');
  expect((await answerAt(proxy.url, '/about', { cookie: 'helpa-draft-preview=1' })).cache).not.toMatch(
    FROM_PROXY_CACHE,
  );
});

test('Presentation from the Studio on another site previews the draft through the proxy, in its frame', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await saveDraft(editor, 'pricingPage', { heading: 'Pricing, as the editor drafts it' });
  await page.goto(`${studio.url}/presentation?preview=${encodeURIComponent(previewUrl('/pricing'))}`);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame()) as Frame;
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Pricing, as the editor drafts it');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { presentationConnected: () => boolean }).presentationConnected()),
    )
    .toBe(true);
  // Visitors still get the published page.
  expect((await answerAt(proxy.url, '/pricing')).html).not.toContain('Pricing, as the editor drafts it');
});

test('the webhook applies a delivery once, whichever instance or the proxy it reaches', async () => {
  test.setTimeout(60_000);
  const delivery = await signedDelivery({ _type: 'faqItem', _id: 'faqItem-what-is' }, WEBHOOK_SECRET);
  expect((await deliver(a.url, delivery)).status).toBe(200);
  for (const [target, again] of [
    [b.url, delivery],
    [proxy.url, delivery],
    // A captured request with a key of its own: the signature was seen.
    [proxy.url, { ...delivery, headers: { ...delivery.headers, 'idempotency-key': 'replayed' } }],
  ] as const) {
    const refused = await deliver(target, again);
    expect(refused.status, target).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'already_applied' } });
  }
  // Sanity's retry of the same delivery, signed again, under the same key.
  const retry = await signedDelivery(
    { _type: 'faqItem', _id: 'faqItem-what-is' },
    WEBHOOK_SECRET,
    delivery.headers['idempotency-key'],
  );
  expect((await deliver(b.url, retry)).status).toBe(409);
});

test('a release holding one document of every type validates, publishes, and shows on every page', async ({ page }) => {
  test.setTimeout(120_000);
  const versions = weekReleaseVersions(lake.documents());
  await editor.action([
    {
      actionType: 'sanity.action.release.create',
      releaseId: WEEK_RELEASE,
      metadata: { ...weekReleaseDocument.metadata, releaseType: 'asap' },
    },
    ...versions.map((version) => ({
      actionType: 'sanity.action.document.version.create' as const,
      publishedId: version._id.replace(`versions.${WEEK_RELEASE}.`, ''),
      document: version,
    })),
  ]);
  // The Studio's own rules, over the dataset as the Studio sees it (drafts, releases and all): none fails.
  const dataset = lake.documents();
  const errors = await Promise.all(
    versions.map(async (version) => (await studioErrorsOf(version, dataset)).map((error) => `${version._id} ${error}`)),
  );
  expect(errors.flat()).toEqual([]);
  // Nobody sees a release before it is published.
  for (const { page: path, text } of WEEK_RELEASE_CHANGES) {
    const { location, html } = await answerAt(proxy.url, path);
    expect(`${location ?? ''} ${html}`, path).not.toContain(text);
  }

  await openLive(page, '/about');
  const readable = Date.now() + LAG_MS;
  await editor.action({ actionType: 'sanity.action.release.publish', releaseId: WEEK_RELEASE });
  expect(WEEK_RELEASE_CHANGES.map(({ id, text }) => JSON.stringify(published(id)).includes(text))).toEqual(
    WEEK_RELEASE_CHANGES.map(() => true),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us, this week', {
    timeout: readable + PUBLISH_SHOWS_MS - Date.now(),
  });
  // Sanity calls the webhook once per published document, so pages that no browser has open follow too.
  const deliveries = await Promise.all(
    WEEK_RELEASE_CHANGES.map(async ({ id }) =>
      deliver(proxy.url, await signedDelivery({ _type: published(id)._type, _id: id }, WEBHOOK_SECRET)),
    ),
  );
  expect(deliveries.map(({ status }) => status)).toEqual(WEEK_RELEASE_CHANGES.map(() => 200));
  // Each page with every change it shows, all asked for side by side (a visitor every quarter second at each address).
  await Promise.all(
    [...Map.groupBy(WEEK_RELEASE_CHANGES, ({ page: path }) => path)].map(([path, changes]) =>
      expectAnswers(
        named(a.url, b.url, proxy.url),
        path,
        changes[0]?.leads ? answering(308, changes[0].text) : showing(changes.map(({ text }) => text)),
        readable,
        readable + 10_000,
        250,
      ),
    ),
  );
});

test('a routed document unpublished, then deleted: its page answers 404 on both instances, and comes back when published again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const terms = published('legalPage-terms').title as string;
  await openLive(page, '/termsconditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms);

  const notFoundTitle = (published('siteChrome').notFound as { title: string }).title;
  const unpublishedAt = Date.now() + LAG_MS;
  await editor.action({
    actionType: 'sanity.action.document.unpublish',
    draftId: 'drafts.legalPage-terms',
    publishedId: 'legalPage-terms',
  });
  await Promise.all([
    expectAnswers(
      named(a.url, b.url),
      '/termsconditions',
      answering(404),
      unpublishedAt,
      unpublishedAt + PUBLISH_SHOWS_MS,
    ),
    // The open tab shows the site's 404 page, in place.
    expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle, {
      timeout: unpublishedAt + PUBLISH_SHOWS_MS - Date.now(),
    }),
    // The home search no longer offers it.
    expectAnswers(
      named(a.url, b.url),
      '/search-index.json',
      lacking(['"href":"/termsconditions"']),
      unpublishedAt,
      unpublishedAt + UNOPENED_PAGE_SHOWS_MS,
    ),
  ]);
  // The 404 is the site's own page, and the page's sharing card goes too.
  for (const base of [a.url, b.url]) {
    expect((await answerAt(base, '/termsconditions')).html).toContain(notFoundTitle);
    expect((await answerAt(base, '/og/termsconditions')).status).toBe(404);
  }

  const republishedAt = Date.now() + LAG_MS;
  await publishDraft(editor, 'legalPage-terms');
  await expectAnswers(
    named(a.url, b.url),
    '/termsconditions',
    showing([terms]),
    republishedAt,
    republishedAt + PUBLISH_SHOWS_MS,
  );

  const deletedAt = Date.now() + LAG_MS;
  await editor.action({
    actionType: 'sanity.action.document.delete',
    publishedId: 'legalPage-policy',
    includeDrafts: [],
  });
  await expectAnswers(named(a.url, b.url), '/policy', answering(404), deletedAt, deletedAt + UNOPENED_PAGE_SHOWS_MS);
});

/** An editor's own landing page, built from every section type the seed's landing page uses, and a post. */
const CAMPAIGN = {
  id: 'page-electricity-abuja',
  slug: 'electricity-abuja',
  headline: 'Pay your electricity in Abuja in one minute',
};
const ANNOUNCEMENT = { id: 'post-abuja-meters', slug: 'abuja-meters', title: 'Abuja meters are now on Helpa' };

test("an editor's landing page with every section type and a post: published, both show on both instances and through the proxy, in the listing, feed, sitemap and search", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seedPage = published('page-carehub-for-clinics');
  const sections = seedPage.sections as Array<Record<string, unknown>>;
  expect(new Set(sections.map(({ _type }) => _type)).size).toBe(11);
  await editor.action({
    actionType: 'sanity.action.document.create',
    publishedId: CAMPAIGN.id,
    attributes: {
      ...seedPage,
      _id: `drafts.${CAMPAIGN.id}`,
      title: 'Electricity in Abuja',
      slug: { _type: 'slug', current: CAMPAIGN.slug },
      sections: sections.map((section) =>
        section._type === 'heroSection' ? { ...section, headline: CAMPAIGN.headline } : section,
      ),
    },
    ifExists: 'fail',
  });
  const seedPost = published('post-electricity-in-abuja');
  await editor.action({
    actionType: 'sanity.action.document.create',
    publishedId: ANNOUNCEMENT.id,
    attributes: {
      ...seedPost,
      _id: `drafts.${ANNOUNCEMENT.id}`,
      title: ANNOUNCEMENT.title,
      slug: { _type: 'slug', current: ANNOUNCEMENT.slug },
      date: '2026-12-02',
    },
    ifExists: 'fail',
  });
  // The Studio's own rules pass on both, as the editor is shown them.
  const dataset = lake.documents();
  for (const id of [CAMPAIGN.id, ANNOUNCEMENT.id])
    expect(
      await studioErrorsOf(
        dataset.find(({ _id }) => _id === `drafts.${id}`)!,
        dataset,
      ),
      id,
    ).toEqual([]);
  for (const base of [a.url, b.url])
    expect((await answerAt(base, `/${CAMPAIGN.slug}`)).status, 'a draft is nobody’s page').toBe(404);

  await openLive(page, '/news');
  const readable = Date.now() + LAG_MS;
  await Promise.all([publishDraft(editor, CAMPAIGN.id), publishDraft(editor, ANNOUNCEMENT.id)]);
  await Promise.all([
    // The open listing shows the new post first, newest first.
    expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(ANNOUNCEMENT.title, {
      timeout: readable + PUBLISH_SHOWS_MS - Date.now(),
    }),
    expectAnswers(
      named(a.url, b.url),
      `/${CAMPAIGN.slug}`,
      showing([CAMPAIGN.headline]),
      readable,
      readable + PUBLISH_SHOWS_MS,
    ),
    expectAnswers(
      named(a.url, b.url),
      `/news/${ANNOUNCEMENT.slug}`,
      showing([ANNOUNCEMENT.title]),
      readable,
      readable + PUBLISH_SHOWS_MS,
    ),
    expectAnswers(
      named(proxy.url),
      `/${CAMPAIGN.slug}`,
      showing([CAMPAIGN.headline]),
      readable,
      readable + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
    ),
  ]);
  // Every section type on the page, as visitors get it.
  const html = (await answerAt(proxy.url, `/${CAMPAIGN.slug}`)).html;
  for (const text of [...SEED_LANDING_PAGE.sectionHeadings.slice(1), '/paybills?service=electricity-bill'])
    expect(html, text).toContain(escapeHtml(text));
  // Found by the sitemap, the feed and the home search, which follow the publish too.
  await Promise.all([
    expectAnswers(
      named(a.url, b.url),
      '/sitemap.xml',
      showing([`/${CAMPAIGN.slug}</loc>`, `/news/${ANNOUNCEMENT.slug}</loc>`]),
      readable,
      readable + UNOPENED_PAGE_SHOWS_MS,
    ),
    expectAnswers(
      named(a.url, b.url),
      '/news/feed.xml',
      showing([`<title>${ANNOUNCEMENT.title}</title>`]),
      readable,
      readable + UNOPENED_PAGE_SHOWS_MS,
    ),
    expectAnswers(
      named(a.url, b.url),
      '/search-index.json',
      showing([`"href":"/${CAMPAIGN.slug}"`, `"href":"/news/${ANNOUNCEMENT.slug}"`]),
      readable,
      readable + UNOPENED_PAGE_SHOWS_MS,
    ),
  ]);
});

test("a landing page whose address an editor changes: the Studio's publish writes the redirect, the old address answers 308 with the new one everywhere, and 404 once unpublished", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const moved = 'electricity-abuja-now';
  await openLive(page, `/${CAMPAIGN.slug}`);
  // What the Studio's publish does when the address changed (studio/actions/publish-with-redirect.ts): the redirects first, then the publish.
  await saveDraft(editor, CAMPAIGN.id, { slug: { _type: 'slug', current: moved } });
  await writeRedirectsForMove(editor, `/${CAMPAIGN.slug}`, `/${moved}`);
  await publishDraft(editor, CAMPAIGN.id);
  expect(published(`redirect--${CAMPAIGN.slug}`)).toMatchObject({
    _type: 'redirect',
    source: `/${CAMPAIGN.slug}`,
    destination: `/${moved}`,
  });
  const readable = Date.now() + LAG_MS;
  await Promise.all([
    expectAnswers(
      named(a.url, b.url),
      `/${moved}`,
      showing([CAMPAIGN.headline]),
      readable,
      readable + PUBLISH_SHOWS_MS,
    ),
    ...[a.url, b.url].map((base) =>
      expect
        .poll(async () => answerAt(base, `/${CAMPAIGN.slug}`), {
          timeout: readable + PUBLISH_SHOWS_MS - Date.now(),
          intervals: [200],
        })
        .toMatchObject({ status: 308, location: `/${moved}` }),
    ),
  ]);
  // Through the proxy, kept like a page, by the page's Cache-Control.
  await expect
    .poll(async () => answerAt(proxy.url, `/${CAMPAIGN.slug}`), {
      timeout: PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
      intervals: [200],
    })
    .toMatchObject({ status: 308, location: `/${moved}` });
  const pageCacheControl = (await answerAt(proxy.url, `/${moved}`)).cacheControl;
  expect(pageCacheControl).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
  expect((await answerAt(proxy.url, `/${CAMPAIGN.slug}`)).cacheControl).toBe(pageCacheControl);

  // Unpublished, the page and the post answer 404 everywhere (and the old address, with nothing to lead to, with it).
  const unpublishedAt = Date.now() + LAG_MS;
  await editor.action([
    { actionType: 'sanity.action.document.unpublish', draftId: `drafts.${CAMPAIGN.id}`, publishedId: CAMPAIGN.id },
    {
      actionType: 'sanity.action.document.unpublish',
      draftId: `drafts.${ANNOUNCEMENT.id}`,
      publishedId: ANNOUNCEMENT.id,
    },
  ]);
  await Promise.all([
    expectAnswers(named(a.url, b.url), `/${moved}`, answering(404), unpublishedAt, unpublishedAt + PUBLISH_SHOWS_MS),
    expectAnswers(
      named(a.url, b.url),
      `/news/${ANNOUNCEMENT.slug}`,
      answering(404),
      unpublishedAt,
      unpublishedAt + UNOPENED_PAGE_SHOWS_MS,
    ),
    expectAnswers(
      named(proxy.url),
      `/${moved}`,
      answering(404),
      unpublishedAt,
      unpublishedAt + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
    ),
  ]);
  for (const base of [a.url, b.url]) expect((await answerAt(base, `/og/${moved}`)).status).toBe(404);
});
