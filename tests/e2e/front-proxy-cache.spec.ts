import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startFrontProxy, type FrontProxy } from '../../scripts/front-proxy.ts';
import { freePort } from '../fixtures/redis-server';
import { visitorHeaderSets } from '../fixtures/visitor-headers';

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

/** What a page under /changing/ answers now, as the test sets it; with `down` the instance does not answer at all, with `until` once it settles. */
type Answer = { status: number; cacheControl?: string; body: string; down?: boolean; until?: Promise<void> };
const changing = new Map<string, Answer>();
/** Next's own header on an ISR page: a minute for a CDN, and a year of stale-while-revalidate. */
const NEXT_ISR = 's-maxage=60, stale-while-revalidate=31535940';
const NEXT_PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate';

function answer(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  reached.set(url, (reached.get(url) ?? 0) + 1);
  const set = changing.get(url);
  if (set?.down) return void request.socket.destroy();
  if (set)
    return void (set.until ?? Promise.resolve()).then(() =>
      response
        .writeHead(set.status, {
          'Content-Type': 'text/html',
          ...(set.cacheControl && { 'Cache-Control': set.cacheControl }),
        })
        .end(set.body),
    );
  if (url.startsWith('/marked/')) {
    // The path says what the answer's Cache-Control is: /marked/none/…, /marked/public-max-age=60/…
    const marking = decodeURIComponent(url.split('/')[2]!);
    return void response
      .writeHead(url.includes('redirect') ? 307 : 200, {
        'Content-Type': 'text/html',
        ...(marking !== 'none' && { 'Cache-Control': marking }),
        ...(url.includes('redirect') && { Location: `${url}?_rsc` }),
      })
      .end(`marked ${url}`);
  }
  const cacheControl = url.startsWith('/_next/static/')
    ? 'public, max-age=31536000, immutable'
    : url.startsWith('/kept')
      ? 's-maxage=60, stale-while-revalidate=600'
      : 'private, no-cache, no-store, max-age=0, must-revalidate';
  const reply = (together: boolean) => (waiting: ServerResponse) =>
    waiting
      .writeHead(url.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'text/html', 'Cache-Control': cacheControl })
      .end(
        `<!doctype html><p>${together ? 'together' : 'alone'} ${url}${request.headers.cookie?.includes('helpa-draft-preview') ? ' preview' : ''}`,
      );
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
  proxy = await startFrontProxy({
    listen: `127.0.0.1:${await freePort()}`,
    upstreams: [`127.0.0.1:${(instance.address() as AddressInfo).port}`],
    stateDir: '.data/front-proxy-cache',
  });
});
test.afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => instance?.close(resolve));
});

/** Nobody visits for this long: the scenario itself, a real wait (nginx's clock cannot be faked). */
const quiet = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

const visit = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(proxy.url + path, { headers, redirect: 'manual' });
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

test('only an answer the site marks for shared caches is kept: s-maxage, or public with max-age, above zero', async () => {
  const kept = [
    's-maxage=60, stale-while-revalidate=31535940',
    'public, max-age=60',
    'max-age=60, public',
    'public, max-age=31536000, immutable',
  ];
  const passed = [
    'none',
    'none/redirect',
    'max-age=60',
    'public, max-age=0, must-revalidate',
    's-maxage=0',
    'public',
    'public, s-maxage=60, private',
    NEXT_PRIVATE,
    'no-cache, s-maxage=60',
    's-maxage=60, no-store',
  ];
  for (const marking of [...kept, ...passed]) {
    const path = `/marked/${encodeURIComponent(marking)}/${marking.includes('redirect') ? 'redirect' : 'page'}`;
    await visit(path);
    const again = await visit(path);
    expect(again.cache, marking).toBe(kept.includes(marking) ? 'HIT' : 'MISS');
    expect(reached.get(path), marking).toBe(kept.includes(marking) ? 1 : 2);
  }
});

test('a kept page is never served after its second while the site answers: the first visitor after a quiet spell gets the new copy', async () => {
  test.setTimeout(30_000);
  const path = '/changing/quiet';
  changing.set(path, { status: 200, cacheControl: NEXT_ISR, body: 'before the publish' });
  expect((await visit(path)).body).toBe('before the publish');
  expect((await visit(path)).cache).toBe('HIT');
  changing.set(path, { status: 200, cacheControl: NEXT_ISR, body: 'after the publish' });
  for (const seconds of [3, 8]) {
    await quiet(seconds);
    const first = await visit(path);
    expect(first, `after ${seconds} s`).toMatchObject({ status: 200, body: 'after the publish', cache: 'EXPIRED' });
  }
});

test('visitors arriving while one visitor refreshes an expired page get the kept copy at once; the instance is asked once', async () => {
  const path = '/changing/busy';
  changing.set(path, { status: 200, cacheControl: NEXT_ISR, body: 'before the publish' });
  await visit(path);
  let answerNow = () => {};
  // The instance's answer to the refresh waits for the test (or 5 s, so that a proxy asking it again does not hang).
  const until = new Promise<void>((resolve) => {
    answerNow = resolve;
    setTimeout(resolve, 5_000);
  });
  changing.set(path, { status: 200, cacheControl: NEXT_ISR, body: 'after the publish', until });
  await quiet(2);
  const asked = reached.get(path)!;
  const first = visit(path);
  await expect.poll(() => reached.get(path)).toBe(asked + 1);
  const meanwhile = await Promise.all(Array.from({ length: VISITORS }, () => visit(path)));
  for (const seen of meanwhile)
    expect(seen).toMatchObject({ status: 200, body: 'before the publish', cache: 'UPDATING' });
  answerNow();
  expect(await first).toMatchObject({ status: 200, body: 'after the publish', cache: 'EXPIRED' });
  expect(await visit(path)).toMatchObject({ body: 'after the publish', cache: 'HIT' });
  expect(reached.get(path)).toBe(asked + 1);
});

for (const [kind, status] of [
  ['404', 404],
  ['500', 500],
] as const) {
  test(`a page that now answers ${kind} is never served from the proxy's old copy again`, async () => {
    const path = `/changing/unpublished-${status}`;
    changing.set(path, { status: 200, cacheControl: NEXT_ISR, body: 'the terms' });
    await visit(path);
    changing.set(path, { status, cacheControl: NEXT_PRIVATE, body: `error ${status}` });
    // Within the copy's second (whole seconds in nginx's clock), then never again.
    await expect.poll(async () => (await visit(path)).status, { timeout: 3_000, intervals: [100] }).toBe(status);
    for (let visitor = 0; visitor < 5; visitor += 1)
      expect(await visit(path)).toMatchObject({ status, body: `error ${status}` });
    await quiet(2);
    expect(await visit(path)).toMatchObject({ status, body: `error ${status}` });
  });
}

test('while no instance answers, a kept page is served from its last copy; one never kept gets the 503 page', async () => {
  const path = '/changing/while-down';
  changing.set(path, { status: 200, cacheControl: NEXT_ISR, body: 'the last copy' });
  await visit(path);
  changing.set(path, { status: 200, body: '', down: true });
  changing.set('/changing/never-kept', { status: 200, body: '', down: true });
  await quiet(2);
  expect(await visit(path)).toMatchObject({ status: 200, body: 'the last copy', cache: 'STALE' });
  const unavailable = await visit('/changing/never-kept');
  expect(unavailable.status).toBe(503);
  expect(unavailable.body).toContain('<h1>Helpa is unavailable for a moment</h1>');
});

test('no request header a visitor controls makes a copy live past its second', async () => {
  const host = new URL(proxy.url).host;
  const sets = visitorHeaderSets(host).filter(({ headers }) => !headers.host);
  const path = (index: number) => `/changing/outlived-${index}`;
  sets.forEach((_, index) => changing.set(path(index), { status: 200, cacheControl: NEXT_ISR, body: 'before' }));
  await Promise.all(sets.map(({ headers }, index) => visit(path(index), headers)));
  sets.forEach((_, index) => changing.set(path(index), { status: 200, cacheControl: NEXT_ISR, body: 'after' }));
  await quiet(2);
  const after = await Promise.all(sets.map(async ({ name }, index) => `${name}: ${(await visit(path(index))).body}`));
  expect(after).toEqual(sets.map(({ name }) => `${name}: after`));
});
