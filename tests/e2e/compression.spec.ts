import { expect, test } from '@playwright/test';

// What Chromium sends. Next compresses (next.config.js leaves `compress` on); a front proxy may do it instead.
const BROWSER_ENCODINGS = 'br, gzip';

const fetchPage = (path: string, headers: Record<string, string>) => fetch(new URL(path, test.info().project.use.baseURL), { headers });

for (const path of ['/', '/about', '/paybills', '/contactus']) {
  test(`${path} arrives compressed for a browser, and whole`, async () => {
    const compressed = await fetchPage(path, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(compressed.status).toBe(200);
    expect(['br', 'gzip']).toContain(compressed.headers.get('content-encoding'));
    expect(compressed.headers.get('vary') ?? '').toMatch(/accept-encoding/i);
    // fetch decodes the body: what the browser reads is the whole page.
    const html = await compressed.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('</html>');

    const identity = await fetchPage(path, { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });
}

// Playwright's client, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which a server rightly answers in full.
test('a compressed cached page keeps its ETag, and a revisit with it is a 304 without a body', async ({ request }) => {
  const first = await request.get('/policy', { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
  expect(['br', 'gzip']).toContain(first.headers()['content-encoding']);
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
  const revisit = await request.get('/policy', { headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag } });
  expect(revisit.status()).toBe(304);
  expect((await revisit.body()).length).toBe(0);
});
