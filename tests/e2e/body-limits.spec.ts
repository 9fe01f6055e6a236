import { expect, test } from '@playwright/test';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { groupMemory } from './support/process-memory';
import { isJsonError, sendRaw } from './support/raw-http';
import { sandboxPostHeaders } from './support/sandbox-session';

// 200 MB in 64 kB chunks, generated while it is sent.
const HUGE_BODY = { chunks: 3200, chunkSize: 64 * 1024 };
const MAX_GROWTH_BYTES = 100 * 1024 * 1024;

let instance: NextInstance;

// Its own server, so that its memory is this test's alone.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startNextInstance('body-limits', { CONTACT_DATA_DIR: '.data/body-limits/contact' });
});
test.afterAll(async () => {
  await instance?.stop();
});

test('a 200 MB chunked body to the contact form, Email it again and a sandbox POST: 413 JSON, and the server’s memory grows by less than 100 MB', async () => {
  test.setTimeout(240_000);
  const targets = [
    { path: '/api/contact', headers: { 'content-type': 'application/json', origin: instance.url } },
    { path: '/api/paybills/receipt-email', headers: { 'content-type': 'application/json', origin: instance.url } },
    { path: '/api/sandbox/UtilitiesBills/VerifyMerchant', headers: await sandboxPostHeaders(instance.url) },
  ];
  const memory = groupMemory(instance.pid);
  for (const { path, headers } of targets) {
    // Every route has answered once, so what follows is the body's cost, not loading the route.
    const small = await sendRaw(instance.url, { method: 'POST', path, headers, body: '{}' });
    expect(small.status, `${path} reads a small body`).toBe(400);
  }
  for (const { path, headers } of targets) {
    const before = memory.now();
    memory.resetPeak();
    const answer = await sendRaw(instance.url, { method: 'POST', path, headers, chunked: HUGE_BODY }, 120_000);
    expect(answer.status, `${path}: ${answer.body}`).toBe(413);
    expect(isJsonError(answer)).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'body_too_large' } });
    const growth = memory.peak() - before;
    expect(growth, `${path}: peak resident memory grew by ${(growth / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(
      MAX_GROWTH_BYTES,
    );
  }
});

test('a chunked message larger than 32 kB is refused whole (413), never taken as the part that fits', async () => {
  const message = JSON.stringify({
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '08031234567',
    message: 'Only the start of a larger body',
  });
  // A valid message padded to 20 kB, then 40 kB more: cut short anywhere after the message, it would parse.
  const parts = [message.padEnd(20 * 1024), ' '.repeat(40 * 1024)];
  const answer = await sendRaw(instance.url, {
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json', origin: instance.url },
    parts,
  });
  expect(answer.status, answer.body).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'body_too_large' } });
});
