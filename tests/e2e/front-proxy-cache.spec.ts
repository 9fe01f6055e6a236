import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startFrontProxy, type FrontProxy } from '../../scripts/front-proxy.mjs';
import { freePort } from '../fixtures/redis-server';

// The front proxy of deploy/nginx in front of a stand-in instance that says, per address, what a
// shared cache may keep, and counts the requests that reach it: what nginx keeps is the site's word.
const VISITORS = 4;
// One proxy and one stand-in for the whole file (its state directory is its own).
test.describe.configure({ mode: 'serial' });
let proxy: FrontProxy;
let instance: Server;
const reached = new Map<string, number>();
// Requests held until VISITORS of the same address are in at once (or, alone, until a deadline).
const held = new Map<string, ServerResponse[]>();

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  reached.set(url, (reached.get(url) ?? 0) + 1);
  const cacheControl = url.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : url.startsWith('/kept')
      ? 's-maxage=60, stale-while-revalidate=600'
      : 'private, no-cache, no-store, max-age=0, must-revalidate';
  const reply = (together: boolean) => (waiting: ServerResponse) =>
    waiting
      .writeHead(url.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'text/html', 'Cache-Control': cacheControl })
      .end(`<!doctype html><p>${together ? 'together' : 'alone'} ${url}${request.headers.cookie?.includes('helpa-draft-preview') ? ' preview' : ''}`);
  if (!url.startsWith('/held')) return reply(true)(response);
  const waiting = [...(held.get(url) ?? []), response];
  held.set(url, waiting);
  if (waiting.length === VISITORS) {
    held.delete(url);
    waiting.forEach(reply(true));
  } else {
    setTimeout(() => {
      if (held.get(url)?.includes(response)) {
        held.set(
          url,
          held.get(url)!.filter((other) => other !== response),
        );
        reply(false)(response);
      }
    }, 3_000);
  }
}

test.beforeAll(async () => {
  instance = createServer(answer);
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  proxy = await startFrontProxy({ listen: `127.0.0.1:${await freePort()}`, upstreams: [`127.0.0.1:${(instance.address() as AddressInfo).port}`], stateDir: '.data/front-proxy-cache' });
});
test.afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => instance?.close(resolve));
});

const visit = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(proxy.url + path, { headers });
  return { status: response.status, cache: response.headers.get('x-cache-status'), body: await response.text() };
};

for (const [kind, path] of [
  ['a search', '/held/search?q=pay'],
  ['a 404', '/held/missing-page'],
] as const) {
  test(`visitors of ${kind} the site says not to keep reach the instance together, none waiting on another`, async () => {
    const visits = await Promise.all(Array.from({ length: VISITORS }, () => visit(path)));
    for (const seen of visits) expect(seen.body).toContain(`together ${path}`);
    expect(reached.get(path)).toBe(VISITORS);
  });
}

const FROM_CACHE = /^(HIT|STALE|UPDATING)$/;

test('an answer the site lets a shared cache keep is kept; one it calls private never is', async () => {
  await visit('/kept/about');
  expect((await visit('/kept/about')).cache).toMatch(FROM_CACHE);
  await visit('/private/paybills');
  expect((await visit('/private/paybills')).cache).toBe('MISS');
  expect(reached.get('/private/paybills')).toBe(2);
});

test("an editor's draft preview is never answered from the cache, and never stored", async () => {
  await visit('/kept/pricing');
  const preview = await visit('/kept/pricing', { cookie: 'a=1; helpa-draft-preview=1' });
  expect(preview.cache).toBe('BYPASS');
  expect(preview.body).toContain('preview');
  // The visitor after the editor gets a visitor's copy, never the preview's.
  const next = await visit('/kept/pricing');
  expect(next.cache).toMatch(FROM_CACHE);
  expect(next.body).not.toContain('preview');
});

test('visitors asking at once for a content-hashed file not yet kept share one fetch', async () => {
  const path = '/_next/static/chunks/shared.js';
  await Promise.all(Array.from({ length: VISITORS }, () => visit(path)));
  expect(reached.get(path)).toBe(1);
});
