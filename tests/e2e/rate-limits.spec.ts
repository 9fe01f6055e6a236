import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { isJsonError, sendRaw } from './support/raw-http';
import { airtimePayment, sandboxPostHeaders } from './support/sandbox-session';

// Small limits on a server of their own (the suite's server allows every test's requests), behind the
// front proxy as in production: the proxy appends the address it saw to whatever X-Forwarded-For a
// client claims, and the server believes only that entry (TRUSTED_PROXY_HOPS=1).
const CONTACT_LIMIT = 2;
const SANDBOX_LIMIT = 3;

let instance: NextInstance;
let proxy: FrontProxy;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startNextInstance('rate-limits', {
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    SANDBOX_RATE_LIMIT: String(SANDBOX_LIMIT),
    CONTACT_DATA_DIR: '.data/rate-limits/contact',
    TRUSTED_PROXY_HOPS: '1',
    // The front proxy reaches the instance from 127.0.0.1; visitors below come from other loopback addresses.
    TRUSTED_PROXY_ADDRESSES: '127.0.0.1',
  });
  proxy = await startFrontProxyFor('rate-limits', [instance]);
});
test.afterAll(async () => {
  await proxy?.stop();
  await instance?.stop();
});

function contact(headers: Record<string, string> = {}, from?: string) {
  const body = JSON.stringify({
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '08031234567',
    message: 'Rate limit check',
  });
  return sendRaw(proxy.url, {
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json', origin: proxy.url, ...headers },
    body,
    from,
  });
}

test('after a 429 from the contact form, ten requests claiming other addresses in X-Forwarded-For are refused too', async () => {
  for (let i = 0; i < CONTACT_LIMIT; i += 1) expect((await contact()).status).toBe(201);
  expect((await contact()).status).toBe(429);
  for (let i = 1; i <= 10; i += 1) {
    const spoofed = await contact({ 'x-forwarded-for': `198.51.100.${i}` });
    expect(spoofed.status, `X-Forwarded-For: 198.51.100.${i}`).toBe(429);
    expect(isJsonError(spoofed)).toBe(true);
    expect(Number(spoofed.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Another visitor (another address) is not held back by the first.
  expect((await contact({}, '127.0.0.2')).status).toBe(201);
});

test(`the sandbox's Pay takes ${SANDBOX_LIMIT} payments a minute from one visitor, then answers 429 with Retry-After`, async () => {
  const headers = await sandboxPostHeaders(proxy.url);
  const pay = () =>
    sendRaw(proxy.url, { method: 'POST', path: '/api/sandbox/UtilitiesBills/Pay', headers, body: airtimePayment() });
  for (let i = 0; i < SANDBOX_LIMIT; i += 1) {
    const paid = await pay();
    expect(paid.status, paid.body).toBe(200);
  }
  const refused = await pay();
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'rate_limited' } });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
});

test('a post sent straight to the instance counts as its own address: naming others in X-Forwarded-For neither frees it nor limits them', async () => {
  const body = JSON.stringify({
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '08031234567',
    message: 'Straight to the instance',
  });
  const direct = (forwardedFor: string) =>
    sendRaw(instance.url, {
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', origin: instance.url, 'x-forwarded-for': forwardedFor },
      body,
      from: '127.0.0.5',
    });
  // Posts naming a victim's address (127.0.0.6), then others each naming an address of their own.
  const statuses = [];
  for (let i = 0; i < CONTACT_LIMIT; i += 1) statuses.push((await direct('127.0.0.6')).status);
  for (let i = 1; i <= 4; i += 1) statuses.push((await direct(`198.51.100.${i}`)).status);
  expect(statuses).toEqual([...Array<number>(CONTACT_LIMIT).fill(201), ...Array<number>(4).fill(429)]);
  // The victim, through the front proxy as visitors come, was never counted.
  expect((await contact({}, '127.0.0.6')).status).toBe(201);
});
