import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { visitorHeaderSets } from '../fixtures/visitor-headers';
import { BROWSER_ENCODINGS, get, whatAVisitorGets, whatTheSiteSays } from './support/plain-visitor';

// No request header a visitor controls changes what the next visitor gets through the front proxy:
// for every route class, each header set of tests/fixtures/visitor-headers.ts is sent, then a plain
// visitor asks for the same address with the same encoding, and must get what a plain visitor got
// before (whatAVisitorGets: byte for byte, but for a nonce and the order of React's payload rows).
// Its own instance and proxy: a poisoned copy would reach other tests.
let instance: NextInstance;
let proxy: FrontProxy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startNextInstance('headers', {
    TRUSTED_PROXY_HOPS: '1',
    SANDBOX_XSRF_SECRET: 'headers-secret',
    CONTACT_DATA_DIR: '.data/front-proxy-headers/contact',
  });
  proxy = await startFrontProxyFor('headers', [instance]);
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, [instance]));
test.afterAll(async () => {
  await proxy?.stop();
  await instance?.stop();
});

/** One address of each kind the site serves, and how each is kept (the site's Cache-Control decides). */
async function routeClasses(): Promise<string[]> {
  const home = (await get(proxy.url, '/')).body.toString();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  if (!script) throw new Error('The home page names no script');
  return [
    // Pages kept by the proxy (ISR), those that take personal data, a legal page, and the payload address the router asks for.
    '/',
    '/about',
    '/paybills',
    '/contactus',
    '/termsconditions',
    '/about?_rsc=1a2b3',
    // Rendered per request (a nonce): searches; a 404.
    '/search?q=pay',
    '/?q=pay',
    '/no-such-page',
    // Metadata, a route handler's static file, generated and seed images, the icon.
    '/robots.txt',
    '/sitemap.xml',
    '/search-index.json',
    '/og/about',
    '/seed-images/about-intro.svg',
    '/icon.svg',
    // API reads (no-store), and a content-hashed script (a year).
    '/api/bills/UtilitiesBills',
    '/api/sandbox/membership-tier',
    script,
  ];
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

test('every request header a visitor controls, sent to every route class, leaves the next plain visitor what a plain visitor gets', async () => {
  test.setTimeout(600_000);
  const host = new URL(proxy.url).host;
  const sets = visitorHeaderSets(host);
  const routes = await routeClasses();
  // Past the first regeneration after the start: the build's own copy of a page differs from every
  // later render (its segment flags), as any visitor would have seen the moment it was replaced.
  for (const path of routes) {
    await expect
      .poll(async () => (await get(instance.url, path, { host })).headers['x-nextjs-cache'] ?? 'not kept by Next', {
        timeout: 30_000,
        message: path,
      })
      .not.toBe('STALE');
  }
  const poisoned: string[] = [];
  let checked = 0;
  // Each address in turn, several at once (one address's copies are its own).
  await inPool(routes, 3, async (path) => {
    for (const encoding of [BROWSER_ENCODINGS, '']) {
      const plainHeaders: Record<string, string> = { host, ...(encoding && { 'accept-encoding': encoding }) };
      const plain = () => get(proxy.url, path, plainHeaders);
      await plain();
      let expected = whatAVisitorGets(await plain());
      for (const { name, headers } of sets) {
        await get(proxy.url, path, { ...plainHeaders, ...headers });
        const answer = await plain();
        const next = whatAVisitorGets(answer);
        checked += 1;
        if (next === expected) continue;
        // A background regeneration (a page's minute is up) changes what every visitor gets: then the
        // instance itself says the same to a plain request. A poisoned copy is one the site does not say.
        if (whatTheSiteSays(answer) === whatTheSiteSays(await get(instance.url, path, { host }))) expected = next;
        else poisoned.push(`${path} [${encoding || 'identity'}] after "${name}": ${next.slice(0, 300)}`);
      }
    }
  });
  expect(poisoned, poisoned.slice(0, 5).join('\n\n')).toEqual([]);
  expect(checked).toBe(routes.length * 2 * sets.length);
});
