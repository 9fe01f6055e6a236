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

test('a compressed cached page keeps its ETag, and a revisit with it is a 304 without a body', async () => {
  const first = await fetchPage('/policy', { 'accept-encoding': BROWSER_ENCODINGS });
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
  const revisit = await fetchPage('/policy', { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': etag });
  expect(revisit.status).toBe(304);
  expect((await revisit.arrayBuffer()).byteLength).toBe(0);
});
