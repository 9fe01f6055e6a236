import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { freePorts, startRedisServer, type RedisServer } from '../fixtures/redis-server';
import { airtimePayment } from './support/sandbox-session';

// A rolling deploy on the production topology (nginx of deploy/nginx, two instances, Redis, a bills API): while
// visitors load pages and payers pay through nginx, each instance in turn is stopped (SIGTERM), started again on its
// address and waited for until /api/health/ready answers 200, as docs/deployment.md's deploy does. Nobody may
// notice: no 5xx, no connection error, every payment answered and charged exactly once.
const DATA_DIR = '.data/rolling-deploy';
/** What docs/deployment.md gives instances behind nginx: above the upstream servers' fail_timeout (5 s) plus a second. */
const DRAIN_SECONDS = 7;
const PAGES = ['/', '/about', '/pricing', '/paybills', '/contactus', '/policy', '/search?q=electricity'];
const PAGE_VISITORS = 4;
const PAYERS = 2;

type Sample = {
  kind: 'page' | 'pay';
  path: string;
  startedAt: number;
  ms: number;
  status: number;
  failure?: string;
  requestId?: string;
  transactionId?: string;
};

let redis: RedisServer;
let bills: FakeBillsApi;
let ports: number[];
/** The instances nginx sends to now. */
const instances: NextInstance[] = [];
/** Every instance of the run, the stopped ones too, for their logs. */
const everyInstance: NextInstance[] = [];

async function startInstance(name: string, port: number): Promise<NextInstance> {
  const instance = await startNextInstance(
    name,
    {
      REDIS_URL: redis.url,
      BILLS_API_URL: bills.url,
      TRUSTED_PROXY_HOPS: '1',
      CONTACT_DATA_DIR: `${DATA_DIR}/contact`,
      // Every visitor of this test comes from one address: the limits are not what is measured here.
      BILLS_RATE_LIMIT: '100000',
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    },
    // Waited for as the deploy waits: until /api/health/ready says it takes traffic (the fixture's way).
    { port },
  );
  everyInstance.push(instance);
  return instance;
}

let proxy: FrontProxy;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  redis = await startRedisServer();
  bills = await startFakeBillsApi();
  ports = await freePorts(2);
  instances.push(...(await Promise.all(['A', 'B'].map((name, index) => startInstance(name, ports[index]!)))));
  proxy = await startFrontProxyFor('rolling-deploy', instances);
});
test.afterEach(({}, testInfo) => attachLogsOnFailure(testInfo, everyInstance));
test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(everyInstance.map((instance) => instance.stop()));
  await bills?.close();
  await redis?.stop();
});

/** Sends one request through nginx and records what the visitor got: a status, or the error in place of one. */
async function visit(kind: Sample['kind'], path: string, init: RequestInit): Promise<{ sample: Sample; body: string }> {
  const startedAt = performance.now();
  try {
    const response = await fetch(proxy.url + path, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    return { sample: { kind, path, startedAt, ms: performance.now() - startedAt, status: response.status }, body };
  } catch (error) {
    return {
      sample: { kind, path, startedAt, ms: performance.now() - startedAt, status: 0, failure: String(error) },
      body: '',
    };
  }
}

/** Visitors and payers, each one request after another, until `stop`. */
function startLoad() {
  const samples: Sample[] = [];
  let stopping = false;
  const visitors = Array.from({ length: PAGE_VISITORS }, async (_, visitor) => {
    for (let index = visitor; !stopping; index += 1) {
      samples.push(
        (await visit('page', PAGES[index % PAGES.length]!, { headers: { 'accept-encoding': 'br, gzip' } })).sample,
      );
    }
  });
  const payers = Array.from({ length: PAYERS }, async () => {
    while (!stopping) {
      const payment = airtimePayment();
      const { requestId } = JSON.parse(payment) as { requestId: string };
      const { sample, body } = await visit('pay', '/api/bills/UtilitiesBills/Pay', {
        method: 'POST',
        body: payment,
        headers: { 'content-type': 'application/json', origin: proxy.url },
      });
      const transactionId =
        sample.status === 200
          ? (JSON.parse(body) as { payload: { transactionId: string } }).payload.transactionId
          : undefined;
      samples.push({
        ...sample,
        requestId,
        transactionId,
        ...(sample.status !== 200 && { failure: sample.failure ?? body.slice(0, 200) }),
      });
    }
  });
  return {
    samples,
    payments: () => samples.filter((sample) => sample.kind === 'pay').length,
    stop: async () => {
      stopping = true;
      await Promise.all([...visitors, ...payers]);
    },
  };
}

/** Waits (polled, bounded) until `condition` holds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  await expect.poll(condition, { message: what, timeout: 60_000, intervals: [50] }).toBe(true);
}

/** The median, 99th percentile and slowest of these requests, in whole milliseconds. */
function latencies(samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((left, right) => left - right);
  const at = (fraction: number) => Math.round(sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0);
  return { requests: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
}

test('restarting both instances one after the other under load fails no request and loses or doubles no payment', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const load = startLoad();
  const steps: Array<{ instance: string; exitedAfterMs: number; readyAfterMs: number }> = [];
  let steadyFrom = 0;
  let deployStarted = 0;
  let deployEnded = 0;
  try {
    // The same load without a deploy, for comparison, once both instances have rendered their first pages.
    await until(() => load.payments() >= 10, 'payments go through');
    steadyFrom = performance.now();
    await until(() => load.payments() >= 40, 'payments go on');
    deployStarted = performance.now();
    for (const [index, old] of instances.entries()) {
      const signalled = performance.now();
      process.kill(old.pid, 'SIGTERM');
      await old.exited;
      const exited = performance.now();
      instances[index] = await startInstance(`${old.name} (new)`, ports[index]!);
      steps.push({
        instance: old.name,
        exitedAfterMs: Math.round(exited - signalled),
        readyAfterMs: Math.round(performance.now() - signalled),
      });
    }
    deployEnded = performance.now();
    // nginx sends to both new instances again: each has answered a payment of its own.
    await until(
      () => instances.every((instance) => instance.logs().includes('"event":"payment"')),
      'nginx sends payments to both new instances',
    );
  } finally {
    await load.stop();
  }

  const { samples } = load;
  const payments = samples.filter((sample) => sample.kind === 'pay');
  const startedWithin = (from: number, to: number) =>
    samples.filter((sample) => sample.startedAt >= from && sample.startedAt < to);
  const payCalls = Object.groupBy(
    bills.calls.filter((call) => call.call === 'POST /bills/UtilitiesBills/Pay'),
    (call) => (JSON.parse(call.body) as { requestId: string }).requestId,
  );
  const figures = {
    requests: samples.length,
    pages: samples.length - payments.length,
    payments: payments.length,
    byStatus: Object.fromEntries(
      Object.entries(Object.groupBy(samples, (sample) => String(sample.status))).map(([status, list]) => [
        status,
        list!.length,
      ]),
    ),
    paymentsSentToTheBillsApiTwice: Object.values(payCalls).filter((calls) => calls!.length > 1).length,
    deploySeconds: Math.round((deployEnded - deployStarted) / 100) / 10,
    steps,
    withoutDeploy: latencies(startedWithin(steadyFrom, deployStarted)),
    duringDeploy: latencies(startedWithin(deployStarted, deployEnded)),
  };
  await testInfo.attach('rolling-deploy figures', {
    body: JSON.stringify(figures, null, 2),
    contentType: 'application/json',
  });
  console.log(`rolling deploy: ${JSON.stringify(figures)}`);

  // No visitor noticed: every request answered 200 (no 5xx, no connection error), through the whole deploy.
  expect(
    samples
      .filter((sample) => sample.status !== 200)
      .map((sample) => `${sample.kind} ${sample.path} → ${sample.status} ${sample.failure ?? ''}`),
    `nginx's log:\n${proxy.logs()}`,
  ).toEqual([]);
  expect(figures.duringDeploy.requests, 'the load ran through the deploy').toBeGreaterThan(50);
  // Every payment answered and charged once: the bills API holds each request id the payers sent, under the
  // transaction its payer was given, and no other payment.
  expect(bills.payments.size).toBe(payments.length);
  for (const payment of payments)
    expect(bills.payments.get(payment.requestId!)?.payload.transactionId, payment.requestId).toBe(
      payment.transactionId,
    );
  expect(new Set(payments.map((payment) => payment.transactionId)).size).toBe(payments.length);
});
