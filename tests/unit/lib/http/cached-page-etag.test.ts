import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagCachedPages } from '@/lib/http/cached-page-etag';

const PAGE = '<!DOCTYPE html><html><body>Pay your electricity bill ₦</body></html>';

// Answers like Next does: a cached page as one string, a per-request page in chunks.
function answer(path: string, response: ServerResponse): void {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (path === '/cached') {
    response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
    response.setHeader('Content-Length', Buffer.byteLength(PAGE));
    response.end(PAGE);
  } else if (path === '/private') {
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.end(PAGE);
  } else {
    response.write('<!DOCTYPE html>');
    response.end('<html></html>');
  }
}

let server: Server;
let origin: string;

// node:http rather than fetch, which adds `Cache-Control: no-cache` to any conditional request.
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    etagCachedPages(request, response);
    answer(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('etagCachedPages', () => {
  it('tags a cached page and answers a matching If-None-Match with an empty 304', async () => {
    const first = await get('/cached');
    const etag = first.headers.etag;
    expect(first.status).toBe(200);
    expect(first.body).toBe(PAGE);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await get('/cached', { 'If-None-Match': `"another", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.body).toBe('');
  });

  it('sends the page again to a visitor holding another version, or asking for a fresh copy', async () => {
    const etag = (await get('/cached')).headers.etag ?? '';
    const stale = await get('/cached', { 'If-None-Match': '"an-older-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(PAGE);
    const reload = await get('/cached', { 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(reload.body).toBe(PAGE);
  });

  it('leaves private and streamed answers and other methods untagged', async () => {
    expect((await get('/private')).headers.etag).toBeUndefined();
    const streamed = await get('/streamed');
    expect(streamed.headers.etag).toBeUndefined();
    expect(streamed.body).toBe('<!DOCTYPE html><html></html>');
    const posted = await get('/cached', {}, 'POST');
    expect(posted.headers.etag).toBeUndefined();
    expect(posted.body).toBe(PAGE);
  });
});
