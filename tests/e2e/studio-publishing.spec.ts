import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import type { FakeContentLake } from '../fixtures/fake-content-lake';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { createClient } from '@sanity/client';
import { LAKE_API_VERSION, LAKE_EDITOR_TOKEN, LAKE_READ_TOKEN, startContentLake } from './support/content-lake';
import { answering, expectAnswers, showing } from './support/site-answers';
import { serveStaticDir } from './support/static-dir-server';
import { stubSanityApi, uploadedAsset } from './support/studio-api';
import {
  addSection,
  closeSection,
  documentPane,
  pickImage,
  pickReference,
  publishInStudio,
  typeRichText,
  unpublishInStudio,
  withStudioInBackground,
} from './support/studio-editor';

// Editors' publishing, in the real built Studio (npm run studio:build) on the production topology: an editor creates a
// landing page with every section type and a post, publishes each with the Studio's own Publish, changes the page's
// address, and unpublishes it. The site runs as editors-week.spec.ts runs it: the stand-in Content Lake in its lagging
// mode, a real redis-server, two `next start` instances and the front proxy of deploy/nginx, with the CSP on.
const PROJECT_ID = 'week0000';
/** The built Studio's project and dataset (studio/env.ts without SANITY_STUDIO_PROJECT_ID). */
const STUDIO_PROJECT = { projectId: 'helpa0local', dataset: 'production' };
/** How long the stand-in's published reads trail a write, and its live event with them. */
const LAG_MS = 1_000;
/** How soon after the lag a publish must reach an open page and each instance. */
const PUBLISH_SHOWS_MS = 2_000;
/**
 * How much later a visitor through the proxy may still get the answer from before: deploy/nginx keeps a page "1 s",
 * which nginx counts in whole seconds (as editors-week.spec.ts states it).
 */
const PROXY_KEEPS_MS = 2_000;

/** The editor's landing page: one section of each type, each with words of its own to find on the page. */
const PAGE = {
  title: 'Water bills in Ibadan',
  slug: 'water-bills-in-ibadan',
  movedSlug: 'ibadan-water-bills',
  hero: 'Settle your Ibadan water bill before lunch',
  carousel: 'Everything Ibadan homes need done',
  platformCards: 'One app for every Ibadan street',
  promo: {
    green: 'Data for Ibadan students',
    amber: 'Bills for Ibadan landlords',
    referral: 'Refer an Ibadan neighbour',
  },
  faq: 'Questions Ibadan asks',
  howItWorks: 'How Helpa works in Ibadan',
  roleCards: 'Who uses Helpa in Ibadan',
  richText: { heading: 'Why Ibadan chooses Helpa', body: 'Helpa settles the bills of homes across Ibadan.' },
  callToAction: 'Bring your Ibadan street to Helpa',
  payBills: { heading: 'Pay the Ibadan electricity now', button: 'Pay electricity in Ibadan' },
  pricing: 'Plans for Ibadan households',
};
const PAGE_TEXTS = [
  PAGE.hero,
  PAGE.carousel,
  PAGE.platformCards,
  PAGE.promo.green,
  PAGE.promo.amber,
  PAGE.promo.referral,
  PAGE.faq,
  PAGE.howItWorks,
  PAGE.roleCards,
  PAGE.richText.heading,
  PAGE.richText.body,
  PAGE.callToAction,
  PAGE.payBills.heading,
  PAGE.payBills.button,
  PAGE.pricing,
];
const POST = {
  title: 'Ibadan water meters are now on Helpa',
  slug: 'ibadan-water-meters-are-now-on-helpa',
  // After the seed's newest post, so the listing shows it first.
  date: '2026-12-03',
  excerpt: 'Pay an Ibadan water bill from your phone, any hour.',
  body: 'From today Helpa reads the water meters of Ibadan.',
};

let lake: FakeContentLake;
let redis: RedisServer;
let a: NextInstance;
let b: NextInstance;
let proxy: FrontProxy;
let studioHost: Awaited<ReturnType<typeof serveStaticDir>>;
let editorContext: BrowserContext;
let studio: Page;
const bases = () => ({ 'instance A': a.url, 'instance B': b.url });

/**
 * When the site's published reads first see what `query` asks for (true): the end of the stand-in's lag for the
 * Studio's last write, from which the budgets count. Nobody visits before, so no page is made from the dataset before it.
 */
async function readableOnce(query: string, params: Record<string, unknown> = {}): Promise<number> {
  const reader = createClient({
    projectId: PROJECT_ID,
    dataset: 'production',
    apiVersion: LAKE_API_VERSION,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  });
  await expect.poll(() => reader.fetch<boolean>(query, params), { timeout: 10_000, intervals: [50] }).toBe(true);
  return Date.now();
}

/** A page open through the proxy, listening to the live event stream. */
async function openLive(page: Page, address: string) {
  const listening = lake.listeners().length;
  await page.goto(`${proxy.url}${address}`);
  await expect.poll(() => lake.listeners().length, { timeout: 15_000 }).toBeGreaterThan(listening);
}

/** The built Studio, served as a static host serves it, signed in as an editor, its dataset the stand-in over HTTPS. */
async function openStudio(browser: Browser) {
  const dist = path.resolve('studio/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('No built Studio in studio/dist: run `npm run studio:build` first (npm run test:e2e does).');
  studioHost = await serveStaticDir(dist);
  lake.allowOrigin(studioHost.url, { credentials: true });
  // The stand-in's HTTPS certificate is its own.
  editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  await stubSanityApi(editorContext, {
    ...STUDIO_PROJECT,
    // The image CDN answers for the dataset's images.
    documents: lake.documents().filter(({ _type }) => _type === 'sanity.imageAsset'),
    contentLake: { httpsUrl: lake.httpsUrl!, token: LAKE_EDITOR_TOKEN },
  });
  studio = await editorContext.newPage();
  await studio.goto(`${studioHost.url}/structure`);
  await expect(studio.getByTestId('pane-item-Landing pages')).toBeVisible({ timeout: 60_000 });
}

/** Notes in the report how long the stand-in's lag took after the Studio's action (LAG_MS, give or take a poll). */
function noteLag(storedAt: number, readable: number) {
  test
    .info()
    .annotations.push({ type: 'stand-in lag', description: `${readable - storedAt} ms after the Studio's action` });
}

// In order, sharing the servers and the Studio's page, each test taking up where the last left the page.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const uploaded = uploadedAsset(STUDIO_PROJECT.projectId, STUDIO_PROJECT.dataset);
  lake = await startContentLake({
    previewSecret: 'studio-publishing-preview-secret',
    lagMs: LAG_MS,
    // The seed's images as uploaded assets (the Studio reads their ids), each at the address the site serves it from.
    describeAsset: (file, size) => ({ ...uploaded(file, size), url: `/seed-images/${file}` }),
  });
  redis = await startRedisServer();
  const env = {
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_API_HOST: lake.url,
    SANITY_API_READ_TOKEN: LAKE_READ_TOKEN,
    SANITY_REVALIDATE_SECRET: 'studio-publishing-revalidate-secret',
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
  };
  // One after the other: two servers starting at once are slow on two cores.
  a = await startNextInstance('A', env);
  b = await startNextInstance('B', env);
  proxy = await startFrontProxyFor('studio-publishing', [a, b]);
  lake.allowOrigin(proxy.url);
  await openStudio(browser);
});

test.afterEach(async ({}, testInfo) => attachLogsOnFailure(testInfo, [a, b]));

test.afterAll(async () => {
  await editorContext?.close();
  await studioHost?.close();
  await proxy?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  await lake?.close();
});

test('an editor builds a landing page from every section type in the Studio and publishes it: its first visitors get it from both instances and through the proxy within 2 s of the lag, every section shown', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await studio.getByTestId('pane-item-Landing pages').click();
  await studio.getByRole('link', { name: 'Landing page', exact: true }).click();
  const form = documentPane(studio);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(PAGE.title);
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(PAGE.slug);

  let section = await addSection(studio, 'Hero');
  await section.getByRole('textbox', { name: 'Headline' }).fill(PAGE.hero);
  // No picture: a hero's illustration is optional, and a hero without one publishes.
  await closeSection(section);

  section = await addSection(studio, 'Category carousel');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.carousel);
  await pickReference(studio, section, 'Market', /Market Place/);
  await pickReference(studio, section, 'Logis', /Logistics/);
  await closeSection(section);

  section = await addSection(studio, 'Platform cards');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.platformCards);
  await pickReference(studio, section, 'Logis', /Logistics/);
  await closeSection(section);

  section = await addSection(studio, 'Promo banner');
  for (const [index, title, label] of [
    [0, PAGE.promo.green, 'Buy data'],
    [1, PAGE.promo.amber, 'Pay bills'],
  ] as const) {
    await section.getByRole('textbox', { name: 'Title' }).nth(index).fill(title);
    await section.getByRole('textbox', { name: 'Button label' }).nth(index).fill(label);
    await section.getByRole('textbox', { name: 'Button link' }).nth(index).fill('/paybills');
  }
  await section.getByRole('textbox', { name: 'Referral: title' }).fill(PAGE.promo.referral);
  await pickImage(studio, section, 'Referral: image', 'cat-errands.svg', 'Two neighbours talking');
  await closeSection(section);

  section = await addSection(studio, 'FAQ');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.faq);
  await pickReference(studio, section, 'Helpa', /What is Helpa/);
  await closeSection(section);

  section = await addSection(studio, 'How it works tabs');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.howItWorks);
  await closeSection(section);

  section = await addSection(studio, 'Role cards');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.roleCards);
  await section.getByRole('textbox', { name: 'Learn-more button' }).fill('Learn more');
  await pickReference(studio, section, 'Job', /Job Owner/);
  await closeSection(section);

  section = await addSection(studio, 'Rich text');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.richText.heading);
  await typeRichText(studio, section, PAGE.richText.body);
  await closeSection(section);

  section = await addSection(studio, 'Call to action');
  await section.getByRole('textbox', { name: 'Title' }).fill(PAGE.callToAction);
  await section.getByRole('textbox', { name: 'Label' }).fill('Get started');
  await section.getByRole('textbox', { name: 'Link' }).fill('/contactus');
  await closeSection(section);

  section = await addSection(studio, 'Pay-bills entry');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.payBills.heading);
  await section.getByRole('radio', { name: 'Electricity' }).check();
  await section.getByRole('textbox', { name: 'Button label' }).fill(PAGE.payBills.button);
  await closeSection(section);

  section = await addSection(studio, 'Pricing plans');
  await section.getByRole('textbox', { name: 'Heading' }).fill(PAGE.pricing);
  await closeSection(section);

  await form.getByRole('tab', { name: 'SEO' }).click();
  await form.getByRole('textbox', { name: 'Page title' }).fill(`${PAGE.title} | Helpa`);

  const publishedAt = await publishInStudio(studio);
  const readable = await readableOnce('defined(*[_type == "page" && slug.current == $slug][0])', { slug: PAGE.slug });
  noteLag(publishedAt, readable);
  // Its first visitors, on each instance and through the proxy at once: each instance renders it on its first visit.
  await withStudioInBackground(studio, () =>
    expectAnswers(
      { ...bases(), proxy: proxy.url },
      `/${PAGE.slug}`,
      showing(PAGE_TEXTS),
      readable,
      readable + PUBLISH_SHOWS_MS,
    ),
  );
  await page.goto(`${proxy.url}/${PAGE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE.hero);
  // Every section's words, as the visitor sees them.
  for (const text of PAGE_TEXTS) await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
});

test('an editor writes a post in the Studio and publishes it: the open listing and both instances show it within 2 s of the lag, and visitors through the proxy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await studio.getByTestId('pane-item-News posts').click();
  await studio.getByRole('link', { name: 'News post', exact: true }).click();
  const form = documentPane(studio);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(POST.title);
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(POST.slug);
  await form.getByRole('textbox', { name: 'Date' }).fill(POST.date);
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Editor');
  await pickImage(studio, form, 'Picture', 'cat-helpa.svg', 'Ada, smiling');
  await form.getByRole('textbox', { name: 'Excerpt' }).fill(POST.excerpt);
  await pickImage(studio, form, 'Cover image', 'cat-household.svg', 'A water meter in a yard');
  await typeRichText(studio, form, POST.body);

  await openLive(page, '/news');
  const publishedAt = await publishInStudio(studio);
  const readable = await readableOnce('defined(*[_type == "post" && slug.current == $slug][0])', { slug: POST.slug });
  noteLag(publishedAt, readable);
  await withStudioInBackground(studio, () =>
    Promise.all([
      // The open listing shows it first, newest first.
      expect(page.getByRole('main').getByRole('heading', { level: 2 }).first(), 'the open listing').toHaveText(
        POST.title,
        { timeout: readable + PUBLISH_SHOWS_MS - Date.now() },
      ),
      expectAnswers(
        bases(),
        `/news/${POST.slug}`,
        showing([POST.title, POST.body]),
        readable,
        readable + PUBLISH_SHOWS_MS,
      ),
      expectAnswers(bases(), '/news', showing([POST.title, POST.excerpt]), readable, readable + PUBLISH_SHOWS_MS),
      expectAnswers(
        { proxy: proxy.url },
        `/news/${POST.slug}`,
        showing([POST.title]),
        readable,
        readable + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
      ),
    ]),
  );
});

test("an editor changes the page's address in the Studio and publishes: the old address answers 308 to the new one through the proxy and on both instances", async () => {
  test.setTimeout(90_000);
  await studio.getByTestId('pane-item-Landing pages').click();
  await studio.getByRole('link', { name: new RegExp(`^${PAGE.title}`) }).click();
  const form = documentPane(studio);
  await form.getByRole('tab', { name: 'Content' }).click();
  const address = form.getByRole('textbox', { name: 'Address' });
  await expect(address).toHaveValue(PAGE.slug, { timeout: 30_000 });
  await address.fill(PAGE.movedSlug);
  const publishedAt = await publishInStudio(studio);
  const readable = await readableOnce(
    'defined(*[_type == "page" && slug.current == $moved][0]) && defined(*[_type == "redirect" && source == $old][0])',
    { moved: PAGE.movedSlug, old: `/${PAGE.slug}` },
  );
  noteLag(publishedAt, readable);
  await withStudioInBackground(studio, () =>
    Promise.all([
      expectAnswers(bases(), `/${PAGE.movedSlug}`, showing([PAGE.hero]), readable, readable + PUBLISH_SHOWS_MS),
      expectAnswers(
        bases(),
        `/${PAGE.slug}`,
        answering(308, `/${PAGE.movedSlug}`),
        readable,
        readable + PUBLISH_SHOWS_MS,
      ),
      expectAnswers(
        { proxy: proxy.url },
        `/${PAGE.slug}`,
        answering(308, `/${PAGE.movedSlug}`),
        readable,
        readable + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
      ),
    ]),
  );
  // The Studio's publish wrote the redirect, which editors see among the redirects.
  await studio.getByTestId('pane-item-Redirects').click();
  await expect(studio.getByRole('listbox', { name: 'Redirects' })).toContainText(`/${PAGE.slug}`);
});

test("an editor unpublishes the page with the Studio's Unpublish: its address answers 404 on both instances and through the proxy", async () => {
  test.setTimeout(90_000);
  await studio.getByTestId('pane-item-Landing pages').click();
  await studio.getByRole('link', { name: new RegExp(`^${PAGE.title}`) }).click();
  await expect(documentPane(studio).getByRole('textbox', { name: 'Address' })).toHaveValue(PAGE.movedSlug, {
    timeout: 30_000,
  });
  const unpublishedAt = await unpublishInStudio(studio);
  const readable = await readableOnce('!defined(*[_type == "page" && slug.current == $slug][0])', {
    slug: PAGE.movedSlug,
  });
  noteLag(unpublishedAt, readable);
  await withStudioInBackground(studio, () =>
    Promise.all([
      expectAnswers(bases(), `/${PAGE.movedSlug}`, answering(404), readable, readable + PUBLISH_SHOWS_MS),
      expectAnswers(
        { proxy: proxy.url },
        `/${PAGE.movedSlug}`,
        answering(404),
        readable,
        readable + PUBLISH_SHOWS_MS + PROXY_KEEPS_MS,
      ),
    ]),
  );
  // The Studio shows no published version any more.
  await expect(documentPane(studio).getByRole('button', { name: 'Published', exact: true })).toBeDisabled();
});
