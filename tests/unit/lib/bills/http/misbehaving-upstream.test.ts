import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { billsCallFor } from '@/lib/bills/calls';
import { relayToBillsApi } from '@/lib/bills/http/relay';
import { MAX_UPSTREAM_BYTES } from '@/lib/bills/http/upstream-answer';
import { createRateLimiter } from '@/lib/rate-limit';
import {
  FAKE_SERVICE_TYPES,
  FAKE_UNKNOWN_METER_ERROR,
  startFakeBillsApi,
  type FakeBillsApi,
} from '../../../../fixtures/fake-bills-api';
import { log as processLog } from '@/lib/observability/log';

// The relay against a real bills API on loopback that misbehaves as a broken or hostile one would.
let fake: FakeBillsApi;
let upstream: URL;
let log: MockInstance<typeof processLog.error>;

beforeAll(async () => {
  fake = await startFakeBillsApi();
  upstream = new URL(fake.url);
});
afterAll(() => fake.close());
beforeEach(() => {
  // As behind deploy/nginx: the proxy appends the address it saw to X-Forwarded-For.
  vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
  fake.misbehaviour = null;
  fake.bodyBytesSent = 0;
  log = vi.spyOn(processLog, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  log.mockRestore();
  vi.unstubAllEnvs();
});

const SITE = 'http://127.0.0.1:3000';
const SERVER_PROBLEM = {
  error: {
    code: expect.any(String) as string,
    message: 'The bills service is having a problem right now. Please try again in a few minutes.',
  },
};

function get(path = 'UtilitiesBills', headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/bills/${path}`, { headers: { host: '127.0.0.1:3000', ...headers } });
}
const callOf = (request: Request) =>
  billsCallFor(new URL(request.url).pathname.replace('/api/bills/', '').split('/')) ?? {
    name: 'serviceTypes' as const,
  };
const relay = (request = get(), options?: Parameters<typeof relayToBillsApi>[3]) =>
  relayToBillsApi(request, upstream, callOf(request), options);
const logged = () => log.mock.calls.map((call) => call.join(' ')).join('\n');

describe('the relay in front of a misbehaving bills API', () => {
  it('cuts an answer over the cap while it streams: a 502 in the contract’s shape, the rest never read', async () => {
    fake.misbehaviour = { kind: 'flood' };
    const answer = await relay();
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual(SERVER_PROBLEM);
    // What the fake could write is the cap plus what the sockets buffer, far from the whole flood.
    expect(fake.bodyBytesSent).toBeLessThan(MAX_UPSTREAM_BYTES + 16 * 1024 * 1024);
    expect(logged()).toContain('too_large');
  });

  it('refuses an answer that says it is over the cap without reading it', async () => {
    fake.misbehaviour = {
      kind: 'answer',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ payload: 'x'.repeat(MAX_UPSTREAM_BYTES) }),
    };
    const answer = await relay();
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual(SERVER_PROBLEM);
  });

  it.each([204, 304, 999, 302])('turns a %i into a 502 JSON error, never an empty 500', async (status) => {
    fake.misbehaviour = {
      kind: 'answer',
      status,
      contentType: 'application/json',
      body: status === 204 || status === 304 ? undefined : '{"payload":[]}',
    };
    const answer = await relay();
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toMatchObject({
      error: { code: expect.any(String) as string, message: expect.stringMatching(/bills service/) as string },
    });
  });

  it('keeps a 5xx’s own body from the visitor: the contract’s words go out, the upstream’s text to the log', async () => {
    const body = JSON.stringify({
      error: { code: 'boom', message: 'upstream exploded' },
      stack: 'Error: upstream exploded\n    at Object.<anonymous> (/srv/bills/index.js:12:9)',
    });
    fake.misbehaviour = { kind: 'answer', status: 500, contentType: 'application/json', body };
    const answer = await relay();
    expect(answer.status).toBe(502);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual(SERVER_PROBLEM);
    expect(text).not.toMatch(/exploded|index\.js/);
    expect(logged()).toContain('upstream exploded');
    // On one line of the log: the upstream's own line breaks are quoted.
    expect(logged()).not.toContain('\n    at Object');
  });

  it.each([
    [
      'a stack in the message',
      { error: { code: 'bad', message: 'TypeError: x is undefined\n    at handler (/srv/bills/pay.js:3:1)' } },
    ],
    [
      'markup and an internal host name in the message',
      { error: { code: 'bad', message: '<b>Rejected</b> by billing-db-3.internal' } },
    ],
    ['an overlong message', { error: { code: 'bad', message: 'Internal detail. '.repeat(40) } }],
  ])('answers a 4xx with %s in the contract’s plain words, keeping its status and code', async (_case, json) => {
    fake.misbehaviour = { kind: 'answer', status: 400, contentType: 'application/json', body: JSON.stringify(json) };
    const answer = await relay();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: 'bad',
        message: 'The bills service could not accept this request. Please check the details and try again.',
      },
    });
  });

  it.each([
    ['no message', { error: { code: 'bad' } }],
    ['a code that is not a code', { error: { code: '<script>', message: 'Bad request.' } }],
    ['not the contract at all', { detail: 'Validation failed on /srv/app' }],
  ])('keeps a 4xx with %s from the visitor', async (_case, json) => {
    fake.misbehaviour = { kind: 'answer', status: 400, contentType: 'application/json', body: JSON.stringify(json) };
    const answer = await relay();
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual(SERVER_PROBLEM);
  });

  it('sends on the contract’s answers, a payload or a 4xx error in the contract’s words, and only the contract’s fields of them', async () => {
    const answer = await relay();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ payload: FAKE_SERVICE_TYPES });
    const unknownMeter = await relay(
      new Request(`${SITE}/api/bills/UtilitiesBills/VerifyMerchant`, {
        method: 'POST',
        body: '{"billersCode":"99999999999"}',
        headers: { host: '127.0.0.1:3000' },
      }),
    );
    expect(unknownMeter.status).toBe(404);
    expect(await unknownMeter.json()).toEqual({ error: FAKE_UNKNOWN_METER_ERROR });
    // A HEAD is answered as the GET would be (the bills API is asked for the GET, with a body to vet).
    const head = await relay(
      new Request(`${SITE}/api/bills/UtilitiesBills`, { method: 'HEAD', headers: { host: '127.0.0.1:3000' } }),
    );
    expect(head.status).toBe(200);
    expect(fake.calls.at(-1)?.call).toBe('GET /bills/UtilitiesBills');
    fake.misbehaviour = {
      kind: 'answer',
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'conflict', message: 'This request id was used for another payment.', trace: 'abc' },
        debug: true,
      }),
    };
    const conflict = await relay(
      new Request(`${SITE}/api/bills/UtilitiesBills/Pay`, {
        method: 'POST',
        body: '{}',
        headers: { host: '127.0.0.1:3000' },
      }),
    );
    expect(await conflict.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'The price or details of this payment have changed. Please check the summary and try again.',
      },
    });
    // A total that is no longer the price: the payer is told that nothing was charged (the summary then offers the new total).
    fake.misbehaviour = {
      kind: 'answer',
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'price_changed', message: 'Total is now <b>2150</b>' } }),
    };
    const priceChanged = await relay(
      new Request(`${SITE}/api/bills/UtilitiesBills/Pay`, {
        method: 'POST',
        body: '{}',
        headers: { host: '127.0.0.1:3000' },
      }),
    );
    expect(await priceChanged.json()).toEqual({
      error: {
        code: 'price_changed',
        message:
          'The price has changed since it was shown to you. Nothing was charged; check the new total and pay again.',
      },
    });
    fake.misbehaviour = {
      kind: 'answer',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ payload: FAKE_SERVICE_TYPES, debug: { sql: 'select *' } }),
    };
    expect(await (await relay()).json()).toEqual({ payload: FAKE_SERVICE_TYPES });
  });

  it('answers a success of another shape than the call’s with the plain 502, pricing’s plans included', async () => {
    for (const [path, payload] of [
      ['UtilitiesBills', [1]],
      ['UtilitiesBills', { services: FAKE_SERVICE_TYPES }],
      ['membership-tier', { plans: [] }],
    ] as const) {
      fake.misbehaviour = {
        kind: 'answer',
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ payload }),
      };
      const answer = await relay(get(path));
      expect(answer.status, path).toBe(502);
      expect(await answer.json()).toEqual({
        error: {
          code: 'unexpected_answer',
          message: 'The bills service sent an answer we did not expect. Please try again in a few minutes.',
        },
      });
    }
  });

  it('cuts headers-then-a-slow-body at the same deadline as a hang: a 504 with the timeout message', async () => {
    fake.misbehaviour = { kind: 'trickle' };
    const startedAt = Date.now();
    const answer = await relay(get(), { timeoutMs: 400 });
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({
      error: { code: 'timeout', message: 'The bills service is taking too long to answer. Please try again.' },
    });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(fake.bodyBytesSent).toBeGreaterThan(0);
  });

  it('limits each visitor: past the limit a 429 with Retry-After in the contract’s shape, and the bills API is not called', async () => {
    const limiter = createRateLimiter({ name: 'relay-test', limit: 2, windowMs: 60_000, redisUrl: '' });
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    for (let call = 0; call < 2; call += 1)
      expect((await relay(get('UtilitiesBills', visitor), { limiter })).status).toBe(200);
    const callsBefore = fake.calls.length;
    const refused = await relay(get('UtilitiesBills', visitor), { limiter });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) as string,
      },
    });
    expect(fake.calls.length).toBe(callsBefore);
    // Another visitor is not held back by the first.
    expect((await relay(get('UtilitiesBills', { 'x-forwarded-for': '203.0.113.8' }), { limiter })).status).toBe(200);
  });

  it('limits the live relay by default, without being given a limiter', async () => {
    vi.resetModules();
    vi.stubEnv('BILLS_RATE_LIMIT', '1');
    const { relayToBillsApi: freshRelay } = await import('@/lib/bills/http/relay');
    const visitor = { 'x-forwarded-for': '198.51.100.9' };
    expect((await freshRelay(get('UtilitiesBills', visitor), upstream, { name: 'serviceTypes' })).status).toBe(200);
    expect((await freshRelay(get('UtilitiesBills', visitor), upstream, { name: 'serviceTypes' })).status).toBe(429);
    vi.unstubAllEnvs();
  });
});
