import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { expect, test } from '@playwright/test';
import { generate } from 'selfsigned';
import { startFrontProxy, type FrontProxy } from '../../scripts/front-proxy.ts';
import { E2E_NEXT_HOST } from '../../playwright.config';
import { freePorts } from '../fixtures/redis-server';

// deploy/nginx's TLS template in front of the suite's server, with a certificate made for the test.
const DIR = '.data/front-proxy-tls';
let proxy: FrontProxy;
let httpsPort: number;
let httpPort: number;

test.beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  const pems = await generate([{ name: 'commonName', value: 'www.helpa.test' }], { keyType: 'ec' });
  writeFileSync(`${DIR}/cert.pem`, pems.cert);
  writeFileSync(`${DIR}/key.pem`, pems.private);
  let listenPort: number;
  [httpsPort, httpPort, listenPort] = (await freePorts(3)) as [number, number, number];
  const tls = {
    listen: `127.0.0.1:${httpsPort} ssl http2`,
    redirectListen: `127.0.0.1:${httpPort}`,
    serverName: 'www.helpa.test',
    certificate: `${process.cwd()}/${DIR}/cert.pem`,
    certificateKey: `${process.cwd()}/${DIR}/key.pem`,
  };
  proxy = await startFrontProxy({
    listen: `127.0.0.1:${listenPort}`,
    upstreams: [E2E_NEXT_HOST],
    stateDir: `${DIR}/nginx`,
    tls,
  });
  // An ACME HTTP-01 challenge as certbot --webroot writes it.
  mkdirSync(`${DIR}/nginx/acme/.well-known/acme-challenge`, { recursive: true });
  writeFileSync(`${DIR}/nginx/acme/.well-known/acme-challenge/token-1`, 'token-1.thumbprint');
});
test.afterAll(async () => {
  await proxy?.stop();
});

function getOverHttps(
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        servername: 'www.helpa.test',
        rejectUnauthorized: false,
        headers: { host: 'www.helpa.test', 'accept-encoding': 'br, gzip' },
      },
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

/** One request over plain HTTP to the template's redirect port, exactly as given. */
function overHttp(
  method: string,
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: httpPort, method, path, headers: { host } }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('plain HTTP is sent to HTTPS with a 308 that keeps the method and the address; ACME’s challenges are answered, other names refused', async () => {
  for (const method of ['GET', 'HEAD', 'POST']) {
    const moved = await overHttp(method, '/paybills?service=airtime', 'www.helpa.test');
    expect(moved.status, method).toBe(308);
    expect(moved.headers.location, method).toBe(`https://www.helpa.test:${httpsPort}/paybills?service=airtime`);
    expect(moved.headers['strict-transport-security'], method).toMatch(/max-age=\d+/);
    expect(moved.headers['cache-control'], method).toBe('no-store');
  }
  const challenge = await overHttp('GET', '/.well-known/acme-challenge/token-1', 'www.helpa.test');
  expect(challenge).toMatchObject({ status: 200, body: 'token-1.thumbprint' });
  for (const host of ['evil.example', 'www.helpa.test:80@evil.example', `www.helpa.test:${httpsPort}`]) {
    const refused = await overHttp('GET', '/', host);
    expect(refused.status, host).toBe(421);
    expect(JSON.parse(refused.body), host).toMatchObject({ error: { code: 'unknown_host' } });
  }
});
