import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashInlineScriptsOfPersonalDataPages, inlineScriptHashes } from '@/lib/security/inline-script-hashes';

const sha256 = (source: string) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

// Next's three kinds of inline script, as Next 16 writes them.
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"Pay your bill \\u003c ₦"])';
// Scripts that are not Next's, whatever they look like.
const INJECTED = ['alert(1)', 'self.__next_f.push([1,"x"]);alert(1)', 'self.__next_f.push([1,"x"]);alert(1);', 'self.__next_f.push(alert(1))'];
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  `<body><script id="_R_">${CHUNKS}</script><script>${BOOTSTRAP}</script><script>${PAYLOAD}</script>`,
  ...INJECTED.map((source) => `<script type="module">${source}</script>`),
  '</body></html>',
].join('');
const FALLBACK = "script-src 'self'";

describe('inlineScriptHashes', () => {
  it('hashes each of Next’s inline scripts as the browser reads it, no other script, and neither script files nor data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual({ hashes: [sha256(CHUNKS), sha256(BOOTSTRAP), sha256(PAYLOAD)], refused: INJECTED.length });
  });

  it('names a script written twice once', () => {
    expect(inlineScriptHashes(`<script>${BOOTSTRAP}</script><script>${BOOTSTRAP}</script>`).hashes).toEqual([sha256(BOOTSTRAP)]);
  });
});

// Answers like Next does: a cached page as one string (HTML or its RSC payload), a per-request page in chunks.
function answer(path: string, response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', path.includes('draft') ? "script-src 'nonce-abc' 'strict-dynamic'" : FALLBACK);
  response.setHeader('Content-Type', path.includes('rsc') ? 'text/x-component' : 'text/html; charset=utf-8');
  if (path.includes('streamed')) {
    response.write(PAGE.slice(0, 100));
    response.end(PAGE.slice(100));
  } else response.end(PAGE);
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    hashInlineScriptsOfPersonalDataPages(request, response);
    answer(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function scriptSources(path: string, headers: IncomingHttpHeaders = {}): Promise<string[]> {
  const response = await fetch(`${origin}${path}`, { headers: headers as Record<string, string> });
  expect(await response.text()).toBe(PAGE);
  return /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!.split(' ');
}

describe('hashInlineScriptsOfPersonalDataPages', () => {
  it('lets a personal-data page run this site’s files and its own inline scripts, named by hash, and nothing else', async () => {
    const expected = ["'self'", ...[CHUNKS, BOOTSTRAP, PAYLOAD].map((source) => `'${sha256(source)}'`)];
    expect(await scriptSources('/paybills')).toEqual(expected);
    expect(await scriptSources('/contactus?from=home')).toEqual(expected);
  });

  it('leaves other pages, RSC payloads, streamed pages and a nonce preview with the policy they had', async () => {
    expect(await scriptSources('/policy')).toEqual(["'self'"]);
    expect(await scriptSources('/paybills?_rsc=1')).toEqual(["'self'"]);
    expect(await scriptSources('/contactus?streamed')).toEqual(["'self'"]);
    expect(await scriptSources('/contactus?draft')).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
  });
});
