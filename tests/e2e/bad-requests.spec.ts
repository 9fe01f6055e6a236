import { connect } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';
import { E2E_NEXT_HOST, E2E_REVALIDATE_SECRET } from '../../playwright.config';
import { isJsonError, sendRaw, type RawAnswer, type RawRequest } from './support/raw-http';
import { routeHandlerAddresses } from './support/route-handlers';
import { sandboxPostHeaders } from './support/sandbox-session';

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
  expect(SANDBOX_ROUTES).toEqual(
    expect.arrayContaining([
      '/api/sandbox/UtilitiesBills',
      '/api/sandbox/UtilitiesBills/Pay',
      '/api/sandbox/membership-tier',
    ]),
  );
  expect(SANDBOX_ROUTES.length).toBeGreaterThanOrEqual(7);
});

test.describe('a broken XSRF cookie (XSRF-TOKEN=%)', () => {
  const cookie = { cookie: 'XSRF-TOKEN=%' };
  for (const path of SANDBOX_ROUTES) {
    test(`POST ${path} is refused with a 4xx JSON error`, async () => {
      const raw = {
        method: 'POST',
        path,
        headers: { ...cookie, 'content-type': 'application/json', origin: baseUrl, 'x-xsrf-token': '%' },
        body: '{}',
      };
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
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET),
    },
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
      const raw = {
        method,
        path: chunk,
        headers: { 'content-type': 'application/json' },
        ...(method === 'OPTIONS' || method === 'DELETE' ? {} : { body: '{}' }),
      };
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
    const raw = {
      method: 'POST',
      path: '/api/contact',
      headers: { 'transfer-encoding': 'chunked, identity', 'content-type': 'application/json' },
    };
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

  test('a Host that names the site but not exactly (what follows the port, a trailing dot) reaches no page: 421 JSON', async () => {
    const { hostname, port } = new URL(baseUrl);
    for (const host of [
      `${hostname}:${port}@evil.example`,
      `localhost:80@evil.example`,
      `${hostname}:evil`,
      `${hostname}:1`,
      'localhost.',
    ]) {
      const requests: RawRequest[] = [
        { method: 'GET', path: '/', headers: { host } },
        { method: 'GET', path: chunk, headers: { host } },
        // Never as far as the contact form's or the sandbox's own same-origin checks.
        {
          method: 'POST',
          path: '/api/contact',
          headers: { host, origin: 'http://evil.example', 'content-type': 'application/json' },
          body: '{}',
        },
        {
          method: 'POST',
          path: '/api/sandbox/UtilitiesBills/Pay',
          headers: { host, origin: 'http://evil.example', 'content-type': 'application/json' },
          body: '{}',
        },
      ];
      for (const raw of requests) {
        const answer = await send(raw);
        expectJsonRefusal(raw, answer, 421);
        expect(JSON.parse(answer.body), host).toMatchObject({ error: { code: 'unknown_host' } });
      }
    }
    // The site's names, exactly, with or without the port: served.
    for (const host of [`${hostname}:${port}`, `localhost:${port}`, `LOCALHOST:${port}`])
      expect((await send({ method: 'GET', path: '/', headers: { host } })).status, host).toBe(200);
  });

  for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE']) {
    test(`${method} with a body of a stated length answers 400 JSON, on a page and on the API`, async () => {
      for (const path of ['/about', '/api/contact', '/api/bills/UtilitiesBills']) {
        const raw = { method, path, headers: { 'content-type': 'application/json' }, body: '{"a":1}' };
        const answer = await send(raw);
        expect(answer.status, describeAnswer(raw, answer)).toBe(400);
        if (method !== 'HEAD') expect(isJsonError(answer), describeAnswer(raw, answer)).toBe(true);
      }
      // An empty body of length 0 is no body.
      expect((await send({ method: 'GET', path: '/about', headers: { 'content-length': '0' } })).status).toBe(200);
    });
  }

  test('a malformed chunked body answers 400 JSON on a page, a file and the API, whatever refusal it met first', async () => {
    const { hostname, port } = new URL(baseUrl);
    for (const request of [
      'POST /about',
      'PUT /about',
      'GET /about',
      'DELETE /about',
      `POST ${chunk}`,
      'POST /api/contact',
    ]) {
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(Number(port), hostname, () =>
          socket.end(
            `${request} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n`,
          ),
        );
        socket.on('data', (data: Buffer) => (text += data.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head, request).toMatch(/^HTTP\/1\.1 400 /);
      expect(head, request).toMatch(/\r\nContent-Type: application\/json/i);
      expect(head, `${request}: no header of the refusal it met first`).not.toMatch(/\r\nAllow:/i);
      expect(JSON.parse(body), request).toMatchObject({ error: { code: 'bad_request' } });
    }
  });

  test('a Range is answered with the whole file or page: no 416 kept a year, no part of a page', async () => {
    for (const path of [chunk, '/about']) {
      for (const range of ['bytes=0-10', 'bytes=99999999-']) {
        const answer = await send({ method: 'GET', path, headers: { range } });
        expect(answer.status, `${path} ${range}`).toBe(200);
        expect(answer.headers['content-range'], `${path} ${range}`).toBeUndefined();
      }
    }
  });

  test('a post to a page naming a server action its pages would not send answers 400 JSON; an action this build lacks 409 JSON', async () => {
    const action = '00'.repeat(21);
    const forged: Array<Record<string, string>> = [
      { 'next-action': 'forged', 'content-type': 'text/plain;charset=UTF-8' },
      { 'next-action': action, 'content-type': 'application/json' },
      { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example' },
      { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8', origin: 'not a url' },
    ];
    for (const headers of forged) {
      const raw = { method: 'POST', path: '/pricing', headers, body: '[]' };
      const answer = await send(raw);
      expectJsonRefusal(raw, answer, 400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'bad_action' } });
    }
    const unknown = {
      method: 'POST',
      path: '/pricing',
      headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8', origin: baseUrl },
      body: '[]',
    };
    const answer = await send(unknown);
    expectJsonRefusal(unknown, answer, 409);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'action_unavailable' } });
  });

  test('every answer the proxy makes itself carries the site’s security headers and is never kept', async () => {
    const requests: RawRequest[] = [
      { method: 'GET', path: '/styles/%ff.css' },
      { method: 'PUT', path: chunk, body: '{}' },
      { method: 'GET', path: '/', headers: { host: 'evil.example' } },
      { method: 'GET', path: `/?q=${'a'.repeat(20_000)}` },
      { method: 'GET', path: '/', headers: { cookie: `helpa-browser=${'a'.repeat(20_000)}` } },
      { method: 'POST', path: '/pricing', headers: { 'next-action': 'forged' }, body: '[]' },
    ];
    for (const raw of requests) {
      const answer = await send(raw);
      const seen = describeAnswer(raw, answer);
      expect(answer.headers['content-security-policy'], seen).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options'], seen).toBe('nosniff');
      expect(answer.headers['x-frame-options'], seen).toBe('DENY');
      expect(answer.headers['referrer-policy'], seen).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security'], seen).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(answer.headers['cache-control'], seen).toBe('no-store');
    }
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

// A proxy that passed Host on unchecked (as nginx's server_name alone does), or a request sent straight
// to an instance: the site's origin is a Host that is exactly a host and port, never what follows it.
test.describe('the same-origin checks with a Host or forwarded host that is not exactly a host and port, straight to an instance', () => {
  const instance = `http://${E2E_NEXT_HOST}`;
  const variants = [
    'localhost:80@evil.example',
    '127.0.0.1:evil',
    `${E2E_NEXT_HOST}@evil.example`,
    `${E2E_NEXT_HOST} evil.example`,
  ];
  const contact = (headers: Record<string, string>) =>
    sendRaw(instance, {
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        name: 'Ada Obi',
        email: 'ada@example.com',
        phone: '08031234567',
        message: 'Same origin?',
      }),
    });

  for (const host of variants) {
    test(`contact and the sandbox refuse a page of evil.example or of the site, from Host and X-Forwarded-Host ${JSON.stringify(host)}`, async () => {
      const session = await sandboxPostHeaders(instance);
      const claims: Array<Record<string, string>> = [{ host }, { 'x-forwarded-host': host }];
      for (const headers of claims) {
        for (const origin of ['http://evil.example', instance]) {
          const refused = await contact({ ...headers, origin });
          expect(refused.status, `contact ${JSON.stringify(headers)} ${origin}`).toBe(403);
          expect(JSON.parse(refused.body), `contact ${origin}`).toMatchObject({ error: { code: 'cross_site' } });
          const paid = await sendRaw(instance, {
            method: 'POST',
            path: '/api/sandbox/UtilitiesBills/VerifyMerchant',
            headers: { ...session, ...headers, origin },
            body: '{}',
          });
          expect(paid.status, `sandbox ${JSON.stringify(headers)} ${origin}`).toBe(403);
          expect(JSON.parse(paid.body), `sandbox ${origin}`).toMatchObject({
            error: { code: 'xsrf', message: 'The request came from another site.' },
          });
        }
      }
    });
  }

  test('the same checks accept the site’s own page when the host is exact', async () => {
    expect((await contact({ host: E2E_NEXT_HOST, origin: instance })).status).toBe(201);
    expect(
      (
        await contact({
          'x-forwarded-host': 'www.helpa.test',
          'x-forwarded-proto': 'https',
          origin: 'https://www.helpa.test',
        })
      ).status,
    ).toBe(201);
  });
});
