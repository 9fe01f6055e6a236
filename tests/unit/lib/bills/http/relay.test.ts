import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billsCallFor, type BillsCall } from '@/lib/bills/calls';
import { relayToBillsApi } from '@/lib/bills/http/relay';
import { readAnswer } from '../../../../fixtures/api-answer';
import { log as processLog } from '@/lib/observability/log';

vi.mock('server-only', () => ({}));

type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
let seen: Seen;
/** Every request the bills API received, in order. */
const received: Seen[] = [];
const dropped = new Set<string>();
let server: Server;
let upstream: URL;

const SERVICE_TYPES = [{ id: 3, name: 'Airtime VTU', identifier: 'airtime' }];
const METER = { Customer_Name: 'Ada Obi', Meter_Number: '11111111111', merchantlog: null };
const PAYMENT = {
  requestId: '202612021030AbCdEfGh1234',
  transactionId: 't-1',
  status: 'delivered',
  productName: 'MTN Airtime',
  amount: 100,
  convenienceFee: 0,
  totalAmount: 100,
  date: '2026-12-02T10:30:00Z',
};

// A bills API on loopback: echoes what it received; `?mode=` makes it hang, answer HTML or refuse.
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      received.push(seen);
      const mode = new URL(request.url ?? '/', 'http://x').searchParams.get('mode');
      if (mode === 'slow') return;
      // The first request of a connection closed under it, as a kept-alive connection the bills API ends while it is reused.
      if (mode === 'drop-once' && !dropped.has(request.url ?? '')) {
        dropped.add(request.url ?? '');
        return request.socket.destroy();
      }
      if (mode === 'html') return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Gateway</h1>');
      response.setHeader('Set-Cookie', [
        'XSRF-TOKEN=upstream-token; Domain=bills.example; Path=/v1; SameSite=Lax; Secure',
        'upstream-session=secret; HttpOnly',
      ]);
      if (mode === 'refuse') {
        return response
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { code: 'not_found', message: '<b>No meter</b> at billing-db-3.internal' } }));
      }
      const payload = request.url?.includes('VerifyMerchant')
        ? METER
        : request.url?.includes('/Pay')
          ? PAYMENT
          : SERVICE_TYPES;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ payload }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SITE = 'http://localhost:3000';
function browserRequest(path: string, init: RequestInit = {}, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/bills/${path}`, {
    ...init,
    headers: {
      host: 'localhost:3000',
      cookie: 'XSRF-TOKEN=tok%3D1; helpa-browser=private',
      'x-xsrf-token': 'tok=1',
      ...headers,
    },
  });
}
const SERVICE_TYPES_CALL: BillsCall = { name: 'serviceTypes' };
const VERIFY_CALL: BillsCall = { name: 'verifyMerchant' };

describe('the bills calls a path names', () => {
  it('are the contract’s calls and a payment’s requery, nothing looked up by name', () => {
    expect(billsCallFor(['UtilitiesBills'])).toEqual({ name: 'serviceTypes' });
    expect(billsCallFor(['UtilitiesBills', 'Pay', '202611250800abcdefghijkl'])).toEqual({
      name: 'requery',
      requestId: '202611250800abcdefghijkl',
    });
    for (const segments of [
      [],
      ['constructor'],
      ['__proto__'],
      ['hasOwnProperty'],
      ['toString'],
      ['UtilitiesBills', 'constructor'],
      ['..', 'admin'],
      ['UtilitiesBills', 'Pay', 'a', 'b'],
    ]) {
      expect(billsCallFor(segments), segments.join('/')).toBeNull();
    }
  });
});

describe('relayToBillsApi', () => {
  it('forwards the call’s path, query, JSON body and the XSRF cookie and header, and nothing else of the browser’s cookies', async () => {
    const response = await relayToBillsApi(
      browserRequest(
        'UtilitiesBills/VerifyMerchant?x=1',
        { method: 'POST', body: '{"billersCode":"1"}' },
        { 'content-type': 'application/json', origin: SITE },
      ),
      upstream,
      VERIFY_CALL,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payload: METER });
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/v1/UtilitiesBills/VerifyMerchant?x=1',
      body: '{"billersCode":"1"}',
    });
    expect(seen.headers['x-xsrf-token']).toBe('tok=1');
    expect(seen.headers.cookie).toBe('XSRF-TOKEN=tok%3D1');
  });

  it('hands the upstream’s XSRF cookie to the browser for this site, and no other upstream cookie', async () => {
    const response = await relayToBillsApi(browserRequest('UtilitiesBills'), upstream, SERVICE_TYPES_CALL);
    expect(response.headers.getSetCookie()).toEqual(['XSRF-TOKEN=upstream-token; Path=/; SameSite=Lax; Secure']);
  });

  it('passes a refusal on with its status and code, in the contract’s words, never the upstream’s', async () => {
    const log = vi.spyOn(processLog, 'warn').mockImplementation(() => undefined);
    const missing = await relayToBillsApi(
      browserRequest('UtilitiesBills/VerifyMerchant?mode=refuse', { method: 'POST', body: '{}' }),
      upstream,
      VERIFY_CALL,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'not_found', message: 'We could not find this meter. Please select your power distributor.' },
    });
    expect(log.mock.calls.join(' ')).toContain('billing-db-3.internal');
    log.mockRestore();
  });

  it('answers 504 in words when the bills API hangs, and 502 when it is down or not speaking JSON', async () => {
    const log = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
    const slow = await relayToBillsApi(browserRequest('UtilitiesBills?mode=slow'), upstream, SERVICE_TYPES_CALL, {
      timeoutMs: 100,
    });
    expect(slow.status).toBe(504);
    expect((await readAnswer(slow)).error?.message).toBe(
      'The bills service is taking too long to answer. Please try again.',
    );
    const down = await relayToBillsApi(
      browserRequest('UtilitiesBills'),
      new URL('http://127.0.0.1:9/'),
      SERVICE_TYPES_CALL,
    );
    expect(down.status).toBe(502);
    expect((await readAnswer(down)).error?.message).toMatch(/could not reach the bills service/);
    expect(
      (await relayToBillsApi(browserRequest('UtilitiesBills?mode=html'), upstream, SERVICE_TYPES_CALL)).status,
    ).toBe(502);
    log.mockRestore();
  });

  it('sends a call once more when its connection drops before an answer (a payment is charged once per request id), never one cut by its deadline', async () => {
    const payment = '{"requestId":"202612021030AbCdEfGh1234","serviceID":"mtn","amount":100}';
    const paid = await relayToBillsApi(
      browserRequest(
        'UtilitiesBills/Pay?mode=drop-once',
        { method: 'POST', body: payment },
        { 'content-type': 'application/json', origin: SITE },
      ),
      upstream,
      {
        name: 'pay',
      },
    );
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ payload: PAYMENT });
    expect(
      received
        .filter((request) => request.url === '/v1/UtilitiesBills/Pay?mode=drop-once')
        .map((request) => [request.method, request.body]),
    ).toEqual([
      ['POST', payment],
      ['POST', payment],
    ]);

    const log = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
    const before = received.length;
    expect(
      (
        await relayToBillsApi(browserRequest('UtilitiesBills?mode=slow'), upstream, SERVICE_TYPES_CALL, {
          timeoutMs: 100,
        })
      ).status,
    ).toBe(504);
    expect(received.length - before).toBe(1);
    log.mockRestore();
  });

  it('refuses posts from another origin', async () => {
    const crossSite = await relayToBillsApi(
      browserRequest('UtilitiesBills/Pay', { method: 'POST', body: '{}' }, { origin: 'https://evil.example' }),
      upstream,
      { name: 'pay' },
    );
    expect(crossSite.status).toBe(403);
  });
});
