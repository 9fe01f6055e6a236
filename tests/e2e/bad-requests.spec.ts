import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';
import { E2E_REVALIDATE_SECRET } from '../../playwright.config';
import { isJsonError, sendRaw, type RawAnswer, type RawRequest } from './support/raw-http';
import { routeHandlerAddresses } from './support/route-handlers';

// Requests a browser never sends, each once, against the built site: each gets a 4xx JSON error
// (or, for a harmless GET, its normal answer), never a 500.
const ROUTE_HANDLERS = routeHandlerAddresses();
const SANDBOX_ROUTES = ROUTE_HANDLERS.filter((address) => address.startsWith('/api/sandbox/'));

let baseUrl: string;
test.beforeAll(({}, testInfo) => {
  baseUrl = String(testInfo.project.use.baseURL);
});

const send = (raw: RawRequest) => sendRaw(baseUrl, raw);

function describeAnswer(raw: RawRequest, answer: RawAnswer): string {
  return `${raw.method} ${raw.path} → ${answer.status} ${answer.type} ${answer.body.slice(0, 200)}`;
}

function expectJsonRefusal(raw: RawRequest, answer: RawAnswer, status?: number): void {
  const seen = describeAnswer(raw, answer);
  if (status) expect(answer.status, seen).toBe(status);
  expect(answer.status, seen).toBeGreaterThanOrEqual(400);
  expect(answer.status, seen).toBeLessThan(500);
  expect(isJsonError(answer), seen).toBe(true);
}

test('the sandbox routes are all found (the list below is not empty by accident)', () => {
  expect(SANDBOX_ROUTES).toEqual(expect.arrayContaining(['/api/sandbox/UtilitiesBills', '/api/sandbox/UtilitiesBills/Pay', '/api/sandbox/membership-tier']));
  expect(SANDBOX_ROUTES.length).toBeGreaterThanOrEqual(7);
});

test.describe('a broken XSRF cookie (XSRF-TOKEN=%)', () => {
  const cookie = { cookie: 'XSRF-TOKEN=%' };
  for (const path of SANDBOX_ROUTES) {
    test(`POST ${path} is refused with a 4xx JSON error`, async () => {
      const raw = { method: 'POST', path, headers: { ...cookie, 'content-type': 'application/json', origin: baseUrl, 'x-xsrf-token': '%' }, body: '{}' };
      expectJsonRefusal(raw, await send(raw));
    });

    test(`GET ${path} answers JSON without a 5xx, and a readable cookie replaces the broken one`, async () => {
      const raw = { method: 'GET', path, headers: cookie };
      const answer = await send(raw);
      const seen = describeAnswer(raw, answer);
      expect(answer.status, seen).toBeLessThan(500);
      expect(answer.type, seen).toContain('application/json');
      if (answer.status >= 400) expect(isJsonError(answer), seen).toBe(true);
      else expect(String(answer.headers['set-cookie']), seen).toMatch(/XSRF-TOKEN=[\w-]+\.[\w-]+;/);
    });
  }
});

test.describe('TRACE, which the fetch standard forbids', () => {
  for (const path of ROUTE_HANDLERS) {
    test(`TRACE ${path} answers 405 JSON`, async () => {
      const raw = { method: 'TRACE', path };
      expectJsonRefusal(raw, await send(raw), 405);
    });
  }
});

test.describe('a broken percent-encoding in a dynamic segment, sent exactly as is', () => {
  for (const path of ['/og/%ff', '/seed-images/%ff', '/contactus/%ff']) {
    test(`GET ${path} answers 400 JSON`, async () => {
      const raw = { method: 'GET', path };
      expectJsonRefusal(raw, await send(raw), 400);
    });
  }
});

test('a multipart form posted to a page answers 405 JSON', async () => {
  const raw = {
    method: 'POST',
    path: '/about',
    headers: { 'content-type': 'multipart/form-data; boundary=helpa', origin: baseUrl },
    body: '--helpa\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--helpa--\r\n',
  };
  expectJsonRefusal(raw, await send(raw), 405);
});

test('a correctly signed webhook whose _type holds a lone surrogate answers 400 JSON', async () => {
  // JSON.stringify writes the lone surrogate as the escape \ud800: valid JSON, broken Unicode once parsed.
  const body = JSON.stringify({ _type: '\ud800legalPage', _id: 'legalPage-terms' });
  const raw = {
    method: 'POST',
    path: '/api/revalidate',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET) },
    body,
  };
  const answer = await send(raw);
  expectJsonRefusal(raw, answer, 400);
  // Refused for its content, not its signature: the signature was good.
  expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'invalid_body' } });
});

test.describe('hostile requests the front proxy answers itself, in JSON, never with a 5xx', () => {
  let chunk: string;
  test.beforeAll(async () => {
    const home = await (await fetch(`${baseUrl}/`)).text();
    chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home)?.[0] ?? '';
    expect(chunk).not.toBe('');
  });

  for (const method of ['PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS']) {
    test(`${method} on a static file answers 405 JSON naming GET and HEAD`, async () => {
      const raw = { method, path: chunk, headers: { 'content-type': 'application/json' }, ...(method === 'OPTIONS' || method === 'DELETE' ? {} : { body: '{}' }) };
      const answer = await send(raw);
      expectJsonRefusal(raw, answer, 405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    });
  }

  test('a static path that is not UTF-8 answers 400 JSON', async () => {
    const raw = { method: 'GET', path: '/styles/%ff.css' };
    expectJsonRefusal(raw, await send(raw), 400);
  });

  for (const name of ['constructor', '__proto__', 'hasOwnProperty']) {
    test(`/api/bills/${name} is no bills call: 404 JSON`, async () => {
      for (const path of [`/api/bills/${name}`, `/api/bills/UtilitiesBills/${name}`]) {
        const raw = { method: 'GET', path };
        expectJsonRefusal(raw, await send(raw), 404);
      }
    });
  }

  test('Transfer-Encoding: chunked, identity answers 400 JSON', async () => {
    const raw = { method: 'POST', path: '/api/contact', headers: { 'transfer-encoding': 'chunked, identity', 'content-type': 'application/json' } };
    expectJsonRefusal(raw, await send(raw), 400);
  });

  test('an overlong address answers 414 JSON, overlong headers 431 JSON', async () => {
    const longUri = { method: 'GET', path: `/?q=${'a'.repeat(20_000)}` };
    expectJsonRefusal(longUri, await send(longUri), 414);
    const longHeader = { method: 'GET', path: '/', headers: { cookie: `helpa-browser=${'a'.repeat(20_000)}` } };
    expectJsonRefusal(longHeader, await send(longHeader), 431);
  });

  test('a search of 7,500 characters is the search page, its term in no header', async () => {
    const term = 'pay'.repeat(2_500);
    const answer = await send({ method: 'GET', path: `/?q=${term}` });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/html');
    for (const [name, value] of Object.entries(answer.headers)) expect(String(value), name).not.toContain('paypaypay');
  });

  test('a Host that is not one of the site’s names reaches no page: 421 JSON', async () => {
    for (const path of ['/', '/api/bills/UtilitiesBills']) {
      const raw = { method: 'GET', path, headers: { host: 'evil.example' } };
      const answer = await send(raw);
      expectJsonRefusal(raw, answer, 421);
      expect(answer.body).not.toContain('Helpa Technologies');
    }
  });
});
