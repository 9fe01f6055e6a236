import { readFileSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { makeRequestId } from '../../src/features/paybills/payment/request-id';
import { SHARED_SECRET_KEY } from '../../src/lib/bills/sandbox/secret';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { outboxBacklog } from '../fixtures/outbox-backlog';
import { startRedisServer, withRedisClient, type RedisServer } from '../fixtures/redis-server';
import { startSmtpServer, type TestSmtpServer } from '../fixtures/smtp-server';
import { sandboxPostHeaders as session } from './support/sandbox-session';

// The promises kept in Redis, across a Redis that is killed (SIGKILL: a crash) and started again on
// its own file, on the production topology: two instances started as the README says, one Redis
// started durable as docs/deployment.md says (the fixture's settings), the front proxy, a real SMTP
// server. No SANDBOX_XSRF_SECRET: the instances share the one kept in Redis.
const DATA_DIR = '.data/redis-restart';
const CONTACT_DIR = `${DATA_DIR}/contact`;
const SUPPORT = 'support@helpa.test';
/** As many payments as were paid twice before the ledger was durable. */
const PAYMENTS = 87;

test.describe.configure({ mode: 'serial' });
let redis: RedisServer;
let smtp: TestSmtpServer;
let instances: NextInstance[] = [];
let proxy: FrontProxy;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  redis = await startRedisServer({ dataDir: `${DATA_DIR}/redis` });
  smtp = await startSmtpServer();
  const env = {
    REDIS_URL: redis.url,
    TRUSTED_PROXY_HOPS: '1',
    CONTACT_DATA_DIR: CONTACT_DIR,
    SMTP_URL: smtp.url,
    CONTACT_NOTIFY_TO: SUPPORT,
    CONTACT_NOTIFY_FROM: 'Helpa website <website@helpa.test>',
    CONTACT_RATE_LIMIT: '1000',
    SANDBOX_RATE_LIMIT: '10000',
  };
  // One after the other: two servers starting at once are slow on two cores.
  instances = [await startNextInstance('durable-A', env), await startNextInstance('durable-B', env)];
  proxy = await startFrontProxyFor('redis-restart', instances);
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, instances));
test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp?.stop();
  await redis?.stop();
});

/** Kills Redis as a crash would, and starts it again on the same port and file; the instances reconnect by themselves. */
async function crashAndRestartRedis(whileDown: () => Promise<void> = async () => {}): Promise<void> {
  const since = instances.map((instance) => instance.logs().length);
  await redis.crash();
  await whileDown();
  redis = await startRedisServer({ port: redis.port, dataDir: redis.dataDir });
  for (const [index, instance] of instances.entries()) {
    await expect
      .poll(() => instance.logs().slice(since[index]).includes('is reachable again'), {
        timeout: 15_000,
        message: `${instance.name} reconnects`,
      })
      .toBe(true);
  }
}

type Paid = { status: number; transactionId?: string; code?: string };

async function pay(baseUrl: string, headers: Record<string, string>, body: object): Promise<Paid> {
  const response = await fetch(`${baseUrl}/api/sandbox/UtilitiesBills/Pay`, {
    method: 'POST',
    headers: { ...headers, origin: baseUrl },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { payload?: { transactionId: string }; error?: { code: string } };
  return { status: response.status, transactionId: answer.payload?.transactionId, code: answer.error?.code };
}

const airtime = (index: number) => ({
  requestId: makeRequestId(),
  serviceID: 'mtn',
  billersCode: '08031234567',
  amount: 100 + index,
  phone: '08031234567',
  email: 'ada@example.com',
});

test('two instances without SANDBOX_XSRF_SECRET sign with one secret, made once in Redis: a session from either posts on both', async () => {
  const verify = (baseUrl: string, headers: Record<string, string>) =>
    fetch(`${baseUrl}/api/sandbox/UtilitiesBills/VerifyMerchant`, {
      method: 'POST',
      headers: { ...headers, origin: baseUrl },
      body: JSON.stringify({
        billersCode: '11111111111',
        serviceID: '',
        type: '',
        billCategory: 'Electricity',
        serviceName: '',
      }),
    });
  const [a, b] = instances as [NextInstance, NextInstance];
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const statuses = [];
    const headers = await session(from.url);
    for (let post = 0; post < 5; post += 1) statuses.push((await verify(to.url, headers)).status);
    expect(statuses, `a session from ${from.name} on ${to.name}`).toEqual([200, 200, 200, 200, 200]);
  }
  // Through the proxy, which sends each request to either instance.
  const headers = await session(proxy.url);
  const statuses = await Promise.all(
    Array.from({ length: 20 }, () => verify(proxy.url, headers).then((response) => response.status)),
  );
  expect(statuses).toEqual(Array(20).fill(200));
  expect(await withRedisClient(redis.url, (client) => client.get(SHARED_SECRET_KEY))).toMatch(/^[0-9a-f]{64}$/);
});

test(`${PAYMENTS} request ids paid before Redis is killed and restarted are never paid again; one sent while it is down is paid once after`, async () => {
  test.setTimeout(120_000);
  const headers = await session(proxy.url);
  const payments = Array.from({ length: PAYMENTS }, (_, index) => airtime(index));
  const first: Paid[] = [];
  for (const payment of payments) first.push(await pay(proxy.url, headers, payment));
  expect(first.filter(({ status, transactionId }) => status !== 200 || !transactionId)).toEqual([]);

  const duringOutage = airtime(PAYMENTS);
  await crashAndRestartRedis(async () => {
    // Nothing is paid while the ledger cannot be read: the payer may send it again.
    expect(await pay(proxy.url, headers, duringOutage)).toMatchObject({ status: 503, code: 'ledger_unavailable' });
  });

  // The same ids again, on either instance: the transaction each got before, nothing charged anew.
  const again: Paid[] = [];
  for (const [index, payment] of payments.entries()) again.push(await pay(instances[index % 2]!.url, headers, payment));
  expect(again.map(({ status, transactionId }) => `${status} ${transactionId}`)).toEqual(
    first.map(({ transactionId }) => `200 ${transactionId}`),
  );
  expect(await pay(proxy.url, headers, { ...payments[0]!, amount: 999 })).toMatchObject({
    status: 409,
    code: 'request_id_conflict',
  });

  const outagePaid = await pay(proxy.url, headers, duringOutage);
  expect(outagePaid.status).toBe(200);
  expect(await pay(instances[1]!.url, headers, duringOutage)).toEqual(outagePaid);
  // The shared secret survived too: the session made before the crash still posts.
  expect(new Set(first.map(({ transactionId }) => transactionId)).size).toBe(PAYMENTS);
});

test('contact messages across a Redis crash: each stored once and emailed to support exactly once, none lost', async () => {
  test.setTimeout(120_000);
  const [a, b] = instances as [NextInstance, NextInstance];
  const sent: string[] = [];
  const post = async (instance: NextInstance, label: string) => {
    const response = await fetch(`${instance.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: instance.url },
      body: JSON.stringify({
        name: 'Ada Obi',
        email: 'ada@example.com',
        phone: '08031234567',
        message: `Across a Redis crash: ${label}`,
      }),
    });
    expect(response.status, label).toBe(201);
    const { id } = ((await response.json()) as { payload: { id: string } }).payload;
    sent.push(id);
    return id;
  };

  // Support's SMTP server is slow with one message: a worker is in the middle of sending it, its lock held in Redis.
  const slow = smtp.hold((raw) => raw.includes('being sent by A'));
  const inFlight = await post(a, 'being sent by A');
  const claim = `helpa:contact-outbox:${inFlight}:lock`;
  await expect.poll(() => withRedisClient(redis.url, (client) => client.exists(claim))).toBe(1);
  const claimedByA = await withRedisClient(redis.url, (client) => client.get(claim));
  await crashAndRestartRedis(async () => {
    // Stored, and kept on disk while the queue cannot be reached: queued and sent once Redis is back.
    await post(a, 'to A while Redis is down');
    await post(b, 'to B while Redis is down');
  });
  // A new message wakes B, which moves what waits on disk into the queue; the workers send what is free.
  await post(b, 'to B after the restart');
  await expect
    .poll(() => smtp.delivered.length, { timeout: 30_000, message: 'the three that were free are sent' })
    .toBe(3);
  // Nobody took the message being sent: the lock made before the crash holds after it.
  expect(await withRedisClient(redis.url, (client) => client.get(claim))).toBe(claimedByA);
  slow.release();

  await expect
    .poll(() => outboxBacklog(CONTACT_DIR, 'contact-outbox', redis.url), {
      timeout: 60_000,
      message: 'the outbox empties',
    })
    .toEqual([]);
  const mailed = smtp.delivered.map((mail) => mail.parsed.messageId);
  for (const id of sent)
    expect(
      mailed.filter((messageId) => messageId === `<contact-${id}@helpa.test>`),
      `message ${id}`,
    ).toHaveLength(1);
  expect(mailed).toHaveLength(sent.length);
  const stored = readFileSync(`${CONTACT_DIR}/contact-messages.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { id: string }).id);
  expect(stored.sort()).toEqual([...sent].sort());
});
