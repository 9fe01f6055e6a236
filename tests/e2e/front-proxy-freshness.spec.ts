import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { sendPublishWebhook } from './support/webhook';

// Publishes reaching visitors through the front proxy, on the production topology: two instances
// sharing Redis behind deploy/nginx. In embedded mode a publish is an edit of the instances' seed copy
// and Sanity's webhook. The proxy keeps a page one second of its clock (whole seconds, so under two):
// a visitor gets a copy from before a publish at most that long after the instances serve it.
const SEED_DIR = '.data/front-proxy-freshness/seed';
const SEED_FILE = `${SEED_DIR}/data.ndjson`;
const SECRET = 'freshness-revalidate-secret';
const TERMS = 'These terms govern your use of Helpa. Please read them carefully.';
/** The stated bound, with an instance's render of the page on top of the proxy's two seconds. */
const BOUND_MS = 3_000;

test.describe.configure({ mode: 'serial' });
let redis: RedisServer;
let instances: NextInstance[] = [];
let proxy: FrontProxy;
let original: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync('.data/front-proxy-freshness', { recursive: true, force: true });
  cpSync('studio/seed', SEED_DIR, { recursive: true });
  original = readFileSync(SEED_FILE, 'utf8');
  redis = await startRedisServer();
  const env = {
    CONTENT_SEED_DIR: SEED_DIR,
    SANITY_REVALIDATE_SECRET: SECRET,
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
    CONTACT_DATA_DIR: '.data/front-proxy-freshness/contact',
  };
  // One after the other: two servers starting at once are slow on two cores.
  instances = [await startNextInstance('fresh-A', env), await startNextInstance('fresh-B', env)];
  proxy = await startFrontProxyFor('freshness', instances);
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, instances));
test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
});

/** Nobody visits for this long: the scenario itself, a real wait (nginx's clock cannot be faked). */
const quiet = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function visit(path: string): Promise<{ status: number; html: string; cache: string | null }> {
  const response = await fetch(proxy.url + path, { headers: { 'accept-encoding': 'br, gzip' } });
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-cache-status') };
}

/** Edits the seed copy and sends the publish webhook to one instance (Redis tells the other). */
async function publish(edit: (seed: string) => string, type: string, instance: NextInstance): Promise<void> {
  const edited = edit(readFileSync(SEED_FILE, 'utf8'));
  writeFileSync(SEED_FILE, edited);
  expect((await sendPublishWebhook(instance.url, { _type: type }, SECRET)).status).toBe(200);
}

test.afterEach(async () => {
  writeFileSync(SEED_FILE, original);
  await sendPublishWebhook(instances[0]!.url, { _type: 'legalPage' }, SECRET);
  await sendPublishWebhook(instances[0]!.url, { _type: 'aboutPage' }, SECRET);
});

test('the first visitor of a quiet page 8 s or 20 s after a publish gets the publish, never the copy from before', async () => {
  test.setTimeout(90_000);
  for (const [seconds, instance] of [
    [8, instances[0]!],
    [20, instances[1]!],
  ] as const) {
    const marker = `Terms after a quiet ${seconds} s, ${Date.now()}`;
    await visit('/termsconditions');
    expect((await visit('/termsconditions')).cache, 'the proxy keeps the page').toBe('HIT');
    await publish((seed) => seed.replace(TERMS, marker), 'legalPage', instance);
    await quiet(seconds);
    const first = await visit('/termsconditions');
    expect(first.status).toBe(200);
    expect(first.html, `the first visitor ${seconds} s after the publish`).toContain(marker);
    expect(first.html).not.toContain(TERMS);
    writeFileSync(SEED_FILE, original);
    await sendPublishWebhook(instance.url, { _type: 'legalPage' }, SECRET);
  }
});

test(`a busy page: every visitor who comes ${BOUND_MS / 1000} s after a publish or later gets it`, async () => {
  test.setTimeout(60_000);
  const marker = `Why, busy, ${Date.now()}`;
  const seen: Array<{ at: number; published: boolean }> = [];
  let publishedAt = Infinity;
  let stop = false;
  // Four visitors at a time, each coming again as soon as it has the page, before and after the publish.
  const visitors = Array.from({ length: 4 }, async () => {
    while (!stop) {
      const at = Date.now();
      const { status, html } = await visit('/about');
      expect(status).toBe(200);
      seen.push({ at, published: html.includes(marker) });
    }
  });
  await expect.poll(() => seen.length).toBeGreaterThan(20);
  await publish(
    (seed) => seed.replace('"whyHeading": "Why people choose Helpa"', `"whyHeading": "${marker}"`),
    'aboutPage',
    instances[0]!,
  );
  publishedAt = Date.now();
  await expect
    .poll(() => seen.filter(({ at }) => at > publishedAt + BOUND_MS).length, { timeout: 20_000 })
    .toBeGreaterThan(40);
  stop = true;
  await Promise.all(visitors);
  const late = seen.filter(({ at }) => at >= publishedAt + BOUND_MS);
  expect(
    late.filter(({ published }) => !published),
    `visitors ${BOUND_MS} ms or more after the publish with the old page`,
  ).toEqual([]);
  // The page was kept by the proxy before the publish (a busy page), and the publish came while visitors were there.
  expect(seen.filter(({ at, published }) => at < publishedAt && !published).length).toBeGreaterThan(20);
});

test('a page unpublished (its document removed) is never served from the proxy’s copy again, however quiet the page', async () => {
  test.setTimeout(60_000);
  await visit('/termsconditions');
  expect((await visit('/termsconditions')).html).toContain(TERMS);
  await publish(
    (seed) =>
      seed
        .split('\n')
        .filter((line) => !line.includes('"_id": "legalPage-terms"'))
        .join('\n'),
    'legalPage',
    instances[1]!,
  );
  const unpublishedAt = Date.now();
  await expect
    .poll(async () => (await visit('/termsconditions')).status, { timeout: BOUND_MS })
    .toBeGreaterThanOrEqual(400);
  expect(Date.now() - unpublishedAt).toBeLessThan(BOUND_MS);
  // Every later visitor gets the site's error answer (the site says which: a 404 for a document that is not
  // there), busy or after a quiet spell: the proxy's copy of the page is gone.
  for (let visitor = 0; visitor < 10; visitor += 1) {
    const later = await visit('/termsconditions');
    expect(later.status).toBeGreaterThanOrEqual(400);
    expect(later.html).not.toContain(TERMS);
  }
  await quiet(3);
  const afterQuiet = await visit('/termsconditions');
  expect(afterQuiet.status).toBeGreaterThanOrEqual(400);
  expect(afterQuiet.html).not.toContain(TERMS);
});
