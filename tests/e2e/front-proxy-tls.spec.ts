import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { expect, test } from '@playwright/test';
import { generate } from 'selfsigned';
import { startFrontProxy, type FrontProxy } from '../../scripts/front-proxy.mjs';
import { E2E_NEXT_HOST } from '../../playwright.config';
import { freePort } from '../fixtures/redis-server';

// deploy/nginx's TLS template in front of the suite's server, with a certificate made for the test.
const DIR = '.data/front-proxy-tls';
let proxy: FrontProxy;
let httpsPort: number;

test.beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  const pems = await generate([{ name: 'commonName', value: 'www.helpa.test' }], { keyType: 'ec' });
  writeFileSync(`${DIR}/cert.pem`, pems.cert);
  writeFileSync(`${DIR}/key.pem`, pems.private);
  httpsPort = await freePort();
  const tls = { listen: `127.0.0.1:${httpsPort} ssl http2`, serverName: 'www.helpa.test', certificate: `${process.cwd()}/${DIR}/cert.pem`, certificateKey: `${process.cwd()}/${DIR}/key.pem` };
  proxy = await startFrontProxy({ listen: `127.0.0.1:${await freePort()}`, upstreams: [E2E_NEXT_HOST], stateDir: `${DIR}/nginx`, tls });
});
test.afterAll(async () => {
  await proxy?.stop();
});

function getOverHttps(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      { host: '127.0.0.1', port: httpsPort, path, servername: 'www.helpa.test', rejectUnauthorized: false, headers: { host: 'www.helpa.test', 'accept-encoding': 'br, gzip' } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('the TLS template serves the site over HTTPS, and the site knows it: its cookies are Secure', async () => {
  const home = await getOverHttps('/');
  expect(home.status).toBe(200);
  expect(home.headers['content-encoding']).toBe('br');
  const session = await getOverHttps('/api/sandbox/UtilitiesBills');
  expect(session.status).toBe(200);
  expect(String(session.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i);
});
