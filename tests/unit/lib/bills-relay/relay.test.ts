import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { relayToBillsApi } from '@/lib/bills-relay/relay';
import { readAnswer } from '../../../fixtures/api-answer';

vi.mock('server-only', () => ({}));

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen;
let server: Server;
let upstream: URL;

// A bills API on loopback: echoes what it received, hangs on /slow, is not JSON on /html.
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      if (request.url?.startsWith('/v1/slow')) return;
      if (request.url?.startsWith('/v1/html')) return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Gateway</h1>');
      response.setHeader('Set-Cookie', ['XSRF-TOKEN=upstream-token; Domain=bills.example; Path=/v1; SameSite=Lax; Secure', 'upstream-session=secret; HttpOnly']);
      const missing = request.url?.startsWith('/v1/missing');
      response
        .writeHead(missing ? 404 : 200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(missing ? { error: { code: 'not_found', message: 'No such call.' } } : { payload: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SITE = 'http://localhost:3000';
function browserRequest(path: string, init: RequestInit = {}, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/bills/${path}`, { ...init, headers: { host: 'localhost:3000', cookie: 'XSRF-TOKEN=tok%3D1; helpa-browser=private', 'x-xsrf-token': 'tok=1', ...headers } });
}

describe('relayToBillsApi', () => {
  it('forwards the path, query, JSON body and the XSRF cookie and header, and nothing else of the browser’s cookies', async () => {
    const response = await relayToBillsApi(
      browserRequest('UtilitiesBills/VerifyMerchant?x=1', { method: 'POST', body: '{"billersCode":"1"}' }, { 'content-type': 'application/json', origin: SITE }),
      upstream,
      ['UtilitiesBills', 'VerifyMerchant'],
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payload: { ok: true } });
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/UtilitiesBills/VerifyMerchant?x=1', body: '{"billersCode":"1"}' });
    expect(seen.headers['x-xsrf-token']).toBe('tok=1');
    expect(seen.headers.cookie).toBe('XSRF-TOKEN=tok%3D1');
  });

  it('hands the upstream’s XSRF cookie to the browser for this site, and no other upstream cookie', async () => {
    const response = await relayToBillsApi(browserRequest('UtilitiesBills'), upstream, ['UtilitiesBills']);
    expect(response.headers.getSetCookie()).toEqual(['XSRF-TOKEN=upstream-token; Path=/; SameSite=Lax; Secure']);
  });

  it('passes the upstream’s own errors through with their status', async () => {
    const missing = await relayToBillsApi(browserRequest('missing'), upstream, ['missing']);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No such call.' } });
  });

  it('answers 504 in words when the bills API hangs, and 502 when it is down or not speaking JSON', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = await relayToBillsApi(browserRequest('slow'), upstream, ['slow'], { timeoutMs: 100 });
    expect(slow.status).toBe(504);
    expect((await readAnswer(slow)).error?.message).toBe('The bills service is taking too long to answer. Please try again.');
    const down = await relayToBillsApi(browserRequest('UtilitiesBills'), new URL('http://127.0.0.1:9/'), ['UtilitiesBills']);
    expect(down.status).toBe(502);
    expect((await readAnswer(down)).error?.message).toMatch(/could not reach the bills service/);
    expect((await relayToBillsApi(browserRequest('html'), upstream, ['html'])).status).toBe(502);
    log.mockRestore();
  });

  it('refuses paths that are not bills calls, and posts from another origin', async () => {
    for (const segments of [[], ['..', 'admin'], ['a%2F'], ['a', 'b', 'c', 'd', 'e']]) {
      expect((await relayToBillsApi(browserRequest('x'), upstream, segments)).status).toBe(404);
    }
    const crossSite = await relayToBillsApi(browserRequest('UtilitiesBills/Pay', { method: 'POST', body: '{}' }, { origin: 'https://evil.example' }), upstream, ['UtilitiesBills', 'Pay']);
    expect(crossSite.status).toBe(403);
  });
});
