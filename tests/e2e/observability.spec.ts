import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';
import type { FrontProxy } from '../../scripts/front-proxy.ts';
import { FAKE_DISTRIBUTOR, FAKE_METER, startFakeBillsApi, type FakeBillsApi } from '../fixtures/fake-bills-api';
import { startFrontProxyFor } from '../fixtures/front-proxy';
import { attachLogsOnFailure, startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { freePort } from '../fixtures/redis-server';
import { startSmtpServer, type TestSmtpServer } from '../fixtures/smtp-server';
import { makeRequestId } from '../../src/features/paybills/payment/request-id';
import { accessLogText, instanceLines } from './support/json-logs';

// What operators read, on the production topology (nginx, two instances, a stand-in bills API, a real SMTP server): after a
// payment, a contact message and a publish webhook, each is counted once, on the instance that did it, under a log line
// carrying the id nginx logged and the caller got back; and no log of the run holds a payer's email, phone, meter number
// or token in clear.
const DATA_DIR = '.data/observability';
const SECRET = 'observability-revalidate-secret';
const EMAIL = 'ada@example.com';
const PHONE = '08031234567';

type Site = { instance: NextInstance; metricsUrl: string };

let bills: FakeBillsApi;
let smtp: TestSmtpServer;
let sites: Site[];
let proxy: FrontProxy;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  bills = await startFakeBillsApi();
  smtp = await startSmtpServer({ port: await freePort() });
  sites = [];
  for (const name of ['observability-a', 'observability-b']) {
    const metricsPort = await freePort();
    const instance = await startNextInstance(name, {
      BILLS_API_URL: bills.url,
      TRUSTED_PROXY_HOPS: '1',
      METRICS_PORT: String(metricsPort),
      SANITY_REVALIDATE_SECRET: SECRET,
      SMTP_URL: smtp.url,
      CONTACT_NOTIFY_TO: 'support@helpa.test',
      CONTACT_NOTIFY_FROM: 'Helpa website <website@helpa.test>',
      // One outbox on a disk both share, as in production.
      CONTACT_DATA_DIR: `${DATA_DIR}/contact`,
    });
    sites.push({ instance, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` });
  }
  proxy = await startFrontProxyFor(
    'observability',
    sites.map(({ instance }) => instance),
  );
});
test.afterEach(({}, testInfo) =>
  attachLogsOnFailure(
    testInfo,
    sites.map(({ instance }) => instance),
  ),
);
test.afterAll(async () => {
  await proxy?.stop();
  for (const { instance } of sites ?? []) await instance.stop();
  await smtp?.stop();
  await bills?.close();
});

const linesOf = instanceLines;
const accessLog = () => accessLogText(proxy);

/** The sum of a series' values whose labels include `labels`, in Prometheus's text format. */
function counted(metrics: string, name: string, labels: Record<string, string>): number {
  return metrics
    .split('\n')
    .filter(
      (line) =>
        (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) &&
        Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)),
    )
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const metricsOf = async (site: Site) => (await fetch(site.metricsUrl)).text();

/**
 * The request nginx answered with `id`: logged by nginx, and by exactly one instance, which logged `event` under that id.
 * Returns that instance and the other.
 */
async function handledBy(id: string, event: string): Promise<{ did: Site; other: Site }> {
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => accessLog().includes(`"requestId":"${id}"`)).toBe(true);
  await expect
    .poll(
      () =>
        sites.filter(({ instance }) =>
          linesOf(instance).some((line) => line.event === 'request' && line.requestId === id),
        ).length,
    )
    .toBe(1);
  const did = sites.find(({ instance }) => linesOf(instance).some((line) => line.requestId === id))!;
  expect(linesOf(did.instance).some((line) => line.event === event && line.requestId === id)).toBe(true);
  return { did, other: sites.find((site) => site !== did)! };
}

test('a payment is counted once, on the instance that relayed it, under the id nginx logged and the payer got', async () => {
  const response = await fetch(`${proxy.url}/api/bills/UtilitiesBills/Pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy.url },
    body: JSON.stringify({
      requestId: makeRequestId(),
      serviceID: FAKE_DISTRIBUTOR.ServiceId,
      billersCode: FAKE_METER.Meter_Number,
      type: 'prepaid',
      amount: 1000,
      phone: PHONE,
      email: EMAIL,
    }),
  });
  expect(response.status).toBe(200);
  // The payer's token is in the answer, and nowhere in a log (below).
  expect(await response.text()).toContain('12345678901234567890');
  const { did, other } = await handledBy(response.headers.get('x-request-id') ?? '', 'payment');
  const labels = { service: FAKE_DISTRIBUTOR.ServiceId, outcome: 'delivered' };
  expect(counted(await metricsOf(did), 'helpa_payments_total', labels)).toBe(1);
  expect(counted(await metricsOf(other), 'helpa_payments_total', labels)).toBe(0);
});

test('a contact message is counted stored once where it was posted, and emailed once by one instance', async () => {
  const response = await fetch(`${proxy.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy.url },
    body: JSON.stringify({ name: 'Ada Obi', email: EMAIL, phone: PHONE, message: 'Where is my token?' }),
  });
  expect(response.status).toBe(201);
  const { did, other } = await handledBy(response.headers.get('x-request-id') ?? '', 'contact');
  expect(counted(await metricsOf(did), 'helpa_contact_messages_total', { outcome: 'stored' })).toBe(1);
  expect(counted(await metricsOf(other), 'helpa_contact_messages_total', { outcome: 'stored' })).toBe(0);
  // Support is emailed once, by whichever instance claimed the notification, and counted there only.
  await expect.poll(() => smtp.delivered.length).toBe(1);
  const sent = async () =>
    Promise.all(
      sites.map(async (site) =>
        counted(await metricsOf(site), 'helpa_outbox_emails_sent_total', { outbox: 'contact-outbox' }),
      ),
    );
  await expect.poll(sent).toEqual(expect.arrayContaining([0, 1]));
});

test('a publish webhook is counted accepted once, on the instance that took it', async () => {
  const body = JSON.stringify({ _type: 'legalPage', _id: 'legalPage-terms' });
  const response = await fetch(`${proxy.url}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  });
  expect(response.status).toBe(200);
  const { did, other } = await handledBy(response.headers.get('x-request-id') ?? '', 'webhook');
  expect(counted(await metricsOf(did), 'helpa_webhook_deliveries_total', { outcome: 'accepted' })).toBe(1);
  expect(counted(await metricsOf(other), 'helpa_webhook_deliveries_total', { outcome: 'accepted' })).toBe(0);
  expect(counted(await metricsOf(did), 'helpa_cache_revalidations_total', {})).toBeGreaterThan(0);
});

test('no log of the run holds an email, a phone, a meter number or a token in clear', () => {
  const everything = [
    ...sites.map(({ instance }) => instance.logs()),
    accessLog(),
    readFileSync(path.join(proxy.stateDir, 'error.log'), 'utf8'),
  ].join('\n');
  // The run did log: each instance's lines, nginx's.
  expect(everything).toContain('"event":"payment"');
  for (const secret of [
    EMAIL,
    PHONE,
    '2348031234567',
    FAKE_METER.Meter_Number,
    '12345678901234567890',
    '1234-5678-9012-3456-7890',
  ]) {
    expect(everything, `${secret} in a log`).not.toContain(secret);
  }
});
