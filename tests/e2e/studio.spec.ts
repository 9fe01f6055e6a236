import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { serveStaticDir } from './support/static-dir-server';
import { contentLakeDataset, stubSanityApi } from './support/studio-api';

// The built Studio (`npm run studio:build`), served as a static host would, with Sanity's API answered
// from the seed in the browser context: no network, no account. It proves the desk, the forms, the
// rules and the drag-and-drop lists work in the Studio editors get, not only that it builds.

const PROJECT_ID = 'helpa0local';
const DATASET = 'production';

// The Studio is a large app: its first load on a busy 2-core machine takes a while. It is loaded once, and
// the tests below walk it in turn from the desk's first pane, which stays on screen (Playwright's
// documented serial mode with one page).
test.describe.configure({ mode: 'serial' });
test.slow();

let studio: Awaited<ReturnType<typeof serveStaticDir>>;
let page: Page;
const crashes: string[] = [];

test.beforeAll(async ({ browser }) => {
  const dist = path.resolve('studio/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error('No built Studio in studio/dist: run `npm run studio:build` first (npm run test:e2e does).');
  studio = await serveStaticDir(dist);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await openStudio(page);
});
test.afterAll(async () => {
  await page.close();
  await studio.close();
});

/** Opens the Studio with the seed, plus an editor's unfinished draft of the coming soon page. */
async function openStudio(studioPage: Page) {
  const documents = contentLakeDataset(PROJECT_ID, DATASET);
  const comingSoon = documents.find((doc) => doc._id === 'comingSoonPage')!;
  documents.push({
    ...comingSoon,
    _id: 'drafts.comingSoonPage',
    _rev: 'draft',
    heading: undefined,
    image: { ...(comingSoon.image as object), alt: undefined },
  });
  await stubSanityApi(studioPage.context(), { projectId: PROJECT_ID, dataset: DATASET, documents });
  studioPage.on('pageerror', (error) => crashes.push(error.message));
  await studioPage.goto(`${studio.url}/structure`);
  await expect(paneItem(studioPage, 'Pages and settings')).toBeVisible({ timeout: 30_000 });
}

/** A desk pane item, by its title (the Studio names them `pane-item-<title>`). */
const paneItem = (page: Page, title: string) => page.getByTestId(`pane-item-${title}`);
const documentPane = (page: Page) => page.getByTestId('document-pane');

const SINGLETONS = [
  { title: 'Site settings', field: 'Product name' },
  { title: 'Navigation, footer and shared labels', field: 'Main navigation' },
  { title: 'Home page', field: 'Hero: headline' },
  { title: 'About page', field: 'Intro: heading' },
  { title: 'Contact page', field: 'Intro: heading' },
  { title: 'Coming soon page', field: 'Message' },
  { title: 'Pay bills page', field: 'Service menu: title' },
  { title: 'Pricing page', field: 'Heading' },
];

/** Each list, with the documents it shows; the orderable ones show them in the site's order, with drag handles. */
const LISTS = [
  {
    title: 'FAQ items',
    items: [
      'What is Helpa?',
      'Who can register as a service provider?',
      'What is KYC?',
      'How do I get paid?',
      'What is CareHub?',
      'How do I manage my staff on CareHub?',
    ],
    orderable: true,
  },
  { title: 'How it works tabs', items: ['Service provider', 'Job owner', 'CareHub'], orderable: true },
  { title: 'Categories', items: ['Market Place', 'Logistics', 'Farm produce'], orderable: false },
  { title: 'Platform cards', items: ['Logistics', 'Marketplace', 'Home owners'], orderable: false },
  { title: 'About role cards', items: ['Job Owner', 'Service Provider'], orderable: false },
  { title: '"Why" reasons', items: ['Flexible Assistance', 'Logistics', 'Spare parts'], orderable: false },
  { title: 'Legal pages', items: ['Privacy Policy', 'Terms and Conditions'], orderable: false },
];

test('every singleton opens its form with its fields', async () => {
  await paneItem(page, 'Pages and settings').click();
  for (const { title, field } of SINGLETONS) {
    await test.step(title, async () => {
      await paneItem(page, title).click();
      await expect(documentPane(page).getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
      await expect(documentPane(page).getByText(field, { exact: true })).toBeVisible({ timeout: 20_000 });
    });
  }
  // Site-wide documents say so in Presentation's banner instead of "Used on one page".
  await paneItem(page, 'Site settings').click();
  await expect(documentPane(page).getByText('Used on every page').first()).toBeVisible({ timeout: 20_000 });
  expect(crashes).toEqual([]);
});

test("every list shows its documents; FAQ items and how-it-works tabs have drag handles, in the site's order", async () => {
  for (const { title, items, orderable } of LISTS) {
    await test.step(title, async () => {
      await paneItem(page, title).click();
      const main = page.getByTestId('studio-layout');
      for (const item of items)
        await expect(main.getByText(item, { exact: true }).last()).toBeVisible({ timeout: 20_000 });
      // The list's own pane carries the same plural title as the desk item that opened it.
      await expect(main.getByText(title, { exact: true })).toHaveCount(2);
      const handles = page.locator('[data-rfd-drag-handle-draggable-id]');
      if (!orderable) return expect(handles).toHaveCount(0);
      await expect(handles).toHaveCount(items.length);
      const shown = await page.locator('[data-rfd-draggable-id]').allInnerTexts();
      expect(shown.map((text) => items.find((item) => text.startsWith(item)))).toEqual(items);
    });
  }
  await paneItem(page, 'Contact messages').click();
  await expect(page.getByText(/no documents/i)).toBeVisible({ timeout: 20_000 });
  expect(crashes).toEqual([]);
});

test('each document says where it is used, a how-it-works audience in words, the contact form in its own group', async () => {
  // A category picked by both home page lists: Home, and the home search that finds it.
  await paneItem(page, 'Categories').click();
  await page.getByTestId('studio-layout').getByText('Logistics', { exact: true }).last().click();
  await expect(documentPane(page).getByText('Used on 2 pages')).toBeVisible({ timeout: 30_000 });
  // The job owners' tab is stored as "giver": editors read who it speaks to.
  await paneItem(page, 'How it works tabs').click();
  await page.getByTestId('studio-layout').getByText('Job owner', { exact: true }).last().click();
  await expect(documentPane(page).getByText('Job owners (people who post tasks)')).toBeVisible({ timeout: 30_000 });
  await expect(documentPane(page).getByText('Used on one page')).toBeVisible({ timeout: 30_000 });
  // The contact page's form fields, in the order a visitor fills them.
  await paneItem(page, 'Pages and settings').click();
  await paneItem(page, 'Contact page').click();
  await documentPane(page).getByRole('tab', { name: 'Form' }).click();
  const labels = documentPane(page).getByText(/^Form: /);
  await expect(labels.first()).toBeVisible({ timeout: 20_000 });
  expect(await labels.allInnerTexts()).toEqual([
    'Form: name label',
    'Form: email label',
    'Form: phone label',
    'Form: "optional" note',
    'Form: message label',
    'Form: send button',
    'Form: message after sending',
  ]);
  expect(crashes).toEqual([]);
});

test("an unfinished draft carries the rules' messages and cannot be published", async () => {
  await paneItem(page, 'Pages and settings').click();
  await paneItem(page, 'Coming soon page').click();
  const form = documentPane(page);
  await expect(form.getByText('Picture', { exact: true })).toBeVisible({ timeout: 20_000 });
  // Each invalid field carries its message (shown on hover of its warning icon, read out by screen readers).
  // Validation runs after the form has loaded; on a busy machine it takes a while.
  await expect(form.getByText('Describe the picture, or mark it as decorative.')).toBeAttached({ timeout: 60_000 });
  await expect(form.getByText('Required', { exact: true }).first()).toBeAttached();
  await expect(page.getByTestId('action-publish')).toBeDisabled();
  expect(crashes).toEqual([]);
});
