import { expect, test } from '@playwright/test';

// The front proxy (deploy/nginx) compresses and keeps compressed bodies; Next serves identity behind it.
// What Chromium sends:
const BROWSER_ENCODINGS = 'br, gzip';

const fetchPage = (path: string, headers: Record<string, string>) =>
  fetch(new URL(path, test.info().project.use.baseURL), { headers });

for (const path of ['/', '/about', '/paybills', '/contactus']) {
  test(`${path} arrives in Brotli for a browser, gzip or identity for others, never in an encoding refused, and whole`, async () => {
    for (const [accepted, encoding] of [
      [BROWSER_ENCODINGS, 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      // An encoding refused with q=0 is never sent: the next one accepted, or none.
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0, *', null],
    ] as const) {
      const response = await fetchPage(path, { 'accept-encoding': accepted });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), `Accept-Encoding: ${accepted}`).toBe(encoding);
      expect(response.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
      // fetch decodes the body: what the browser reads is the whole page.
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain('</html>');
    }
  });
}

test('a cached page is compressed once and kept: the second visit is served from the proxy’s cache', async () => {
  await fetchPage('/termsconditions', { 'accept-encoding': BROWSER_ENCODINGS });
  const again = await fetchPage('/termsconditions', { 'accept-encoding': BROWSER_ENCODINGS });
  expect(again.headers.get('content-encoding')).toBe('br');
  // HIT, or a copy kept past its second while a fresh one is fetched.
  expect(again.headers.get('x-cache-status')).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
});

test('the search, rendered per request, is never kept by the proxy, because it says so: visitors at once each get their own render and nonce', async () => {
  for (const path of ['/?q=electricity', '/search?q=meter']) {
    const visits = await Promise.all(
      Array.from({ length: 4 }, () => fetchPage(path, { 'accept-encoding': BROWSER_ENCODINGS })),
    );
    for (const visit of visits) expect(visit.headers.get('cache-control'), path).toMatch(/\bprivate\b.*\bno-store\b/);
    expect(
      visits.map((response) => response.headers.get('x-cache-status')),
      path,
    ).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
    const nonces = new Set(
      visits.map((response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]),
    );
    expect(nonces.size, `${path}: a nonce per visit`).toBe(4);
    expect(
      (await fetchPage(path, { 'accept-encoding': BROWSER_ENCODINGS })).headers.get('x-cache-status'),
      `${path} again`,
    ).toBe('MISS');
  }
});

test('each encoding has its own ETag or a weak one, and a copy fetched again keeps the page’s tag', async () => {
  const tagOf = async (accepted: string) =>
    (await fetchPage('/policy', { 'accept-encoding': accepted })).headers.get('etag') ?? '';
  let identity = '';
  // Retried: the page's first regeneration after the build may land between two of the three requests,
  // and Next's payload then differs from the build's by a few bytes (its segment flags), so the tag does too.
  await expect(async () => {
    identity = await tagOf('identity');
    expect(identity).toMatch(/^"[\w-]+"$/);
    // A compressed body is another sequence of bytes: its tag is weak.
    expect(await tagOf(BROWSER_ENCODINGS)).toBe(`W/${identity}`);
    expect(await tagOf('gzip')).toBe(`W/${identity}`);
  }).toPass();
  // Once the proxy's copy has expired and been fetched again, the page keeps its tags: the compressed copy's
  // is still the weak form of the page's own (read again, as a background regeneration may give the page new bytes).
  await expect
    .poll(async () => {
      const response = await fetchPage('/policy', { 'accept-encoding': BROWSER_ENCODINGS });
      const page = await tagOf('identity');
      return {
        cache: response.headers.get('x-cache-status'),
        etag: response.headers.get('etag'),
        weakFormOfPage: response.headers.get('etag') === `W/${page}`,
      };
    })
    .toMatchObject({ cache: expect.stringMatching(/^(EXPIRED|STALE|REVALIDATED|UPDATING)$/), weakFormOfPage: true });
});

// Playwright's client, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which a server rightly answers in full.
test('a revisit with the ETag is a 304 without a body, which still says it varies by encoding', async ({ request }) => {
  const first = await request.get('/policy', { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
  expect(first.headers()['content-encoding']).toBe('br');
  const etag = first.headers().etag ?? '';
  const revisit = await request.get('/policy', {
    headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag },
  });
  expect(revisit.status()).toBe(304);
  expect((await revisit.body()).length).toBe(0);
  expect(revisit.headers().vary ?? '').toMatch(/accept-encoding/i);
  expect(revisit.headers().etag).toBe(etag);
});

test('the page’s scripts are kept by the proxy as long as they say, not the pages’ second', async ({ page }) => {
  await page.goto('/comingsoon');
  const src = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  expect(src).toMatch(/^\/_next\/static\/.+\.js$/);
  await fetchPage(src!, { 'accept-encoding': BROWSER_ENCODINGS });
  await fetchPage('/termsconditions', { 'accept-encoding': BROWSER_ENCODINGS });
  // Once a page fetched after it has expired from the proxy's cache, the script is still a plain hit.
  await expect
    .poll(async () =>
      (await fetchPage('/termsconditions', { 'accept-encoding': BROWSER_ENCODINGS })).headers.get('x-cache-status'),
    )
    .toMatch(/^(EXPIRED|STALE|UPDATING|REVALIDATED)$/);
  const script = await fetchPage(src!, { 'accept-encoding': BROWSER_ENCODINGS });
  expect(script.headers.get('content-encoding')).toBe('br');
  expect(script.headers.get('x-cache-status')).toBe('HIT');
});
