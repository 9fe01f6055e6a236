import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { malformedRequests, type MalformedRequest } from '../fixtures/malformed-requests';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';

// Every route handler and dynamic route, with `*` for a dynamic segment.
const ROUTES = [
  '/api/contact',
  '/api/revalidate',
  '/api/draft-mode/enable',
  '/api/draft-mode/disable',
  '/api/bills/UtilitiesBills',
  '/api/bills/*',
  '/api/sandbox/UtilitiesBills',
  '/api/sandbox/UtilitiesBills/service-type',
  '/api/sandbox/UtilitiesBills/variations',
  '/api/sandbox/UtilitiesBills/VerifyMerchant',
  '/api/sandbox/UtilitiesBills/Pay',
  '/api/sandbox/UtilitiesBills/Pay/*',
  '/api/sandbox/membership-tier',
  '/og/*',
  '/seed-images/*',
  '/contactus/*',
  '/search',
  '/*',
];
const PER_ROUTE = 200;

type Answer = { status: number; type: string; body: string };

/** Sends one request exactly as given (path not normalised) and reads at most 64 kB of the answer. */
function send(baseUrl: string, malformed: MalformedRequest): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // Framed correctly (a length or chunks), whatever the method: the fuzz is about content, not HTTP framing.
    const framing = malformed.chunked ? { 'transfer-encoding': 'chunked' } : malformed.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(malformed.body)) };
    const headers = { ...malformed.headers, ...framing };
    const outgoing = httpRequest({ host: hostname, port, method: malformed.method, path: malformed.path, headers, timeout: 15_000 }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => {
        if (body.length < 65_536) body += chunk.toString();
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, type: String(incoming.headers['content-type'] ?? ''), body }));
    });
    // The server may answer (413) and close before a huge body is sent: the answer is what counts.
    outgoing.on('error', (error) => reject(error));
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
    if (malformed.chunked) {
      const chunk = Buffer.alloc(malformed.chunked.chunkSize, 'a');
      for (let i = 0; i < malformed.chunked.chunks && !outgoing.destroyed; i += 1) outgoing.write(chunk);
      outgoing.end();
    } else {
      outgoing.end(malformed.body);
    }
  });
}

function isJsonError(answer: Answer): boolean {
  if (!answer.type.includes('application/json')) return false;
  const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
  return typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
}

let instance: NextInstance;

// Its own server: the fuzz meets every rate limit, which must not spill into the other tests.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  instance = await startNextInstance('fuzz', { SANITY_REVALIDATE_SECRET: 'fuzz-secret', CONTACT_DATA_DIR: '.data/fuzz/contact' });
});
test.afterAll(async () => {
  await instance.stop();
});

test(`${PER_ROUTE} malformed requests to each of ${ROUTES.length} routes: never a 5xx, each refusal a 4xx JSON error or the 404 page`, async () => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  let sent = 0;
  for (const [index, route] of ROUTES.entries()) {
    for (const malformed of malformedRequests(route, PER_ROUTE, 1000 + index)) {
      const answer = await send(instance.url, malformed).catch((error: Error) => ({ status: 0, type: '', body: error.message }));
      sent += 1;
      const withoutBody = malformed.method === 'HEAD' || answer.status === 204 || answer.status === 304;
      const refusalReadable = answer.status < 400 || withoutBody || isJsonError(answer) || (answer.status === 404 && answer.type.includes('text/html'));
      if (answer.status === 0 || answer.status >= 500 || !refusalReadable) {
        problems.push(`${malformed.method} ${malformed.path.slice(0, 120)} ${JSON.stringify(malformed.headers).slice(0, 160)} → ${answer.status} ${answer.type} ${answer.body.slice(0, 160)}`);
      }
    }
  }
  expect(sent).toBe(PER_ROUTE * ROUTES.length);
  expect(problems, problems.slice(0, 15).join('\n')).toEqual([]);
  // And the server still serves its pages.
  expect((await fetch(`${instance.url}/`)).status).toBe(200);
  expect((await fetch(`${instance.url}/api/sandbox/UtilitiesBills`)).status).toBe(200);
});
