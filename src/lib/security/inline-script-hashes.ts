import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PERSONAL_DATA_PAGES, pageContentSecurityPolicy } from '@/lib/security/content-security-policy.mjs';

// An inline script runs until the first `</script` that is followed by a space, `/` or `>`; React and
// Next escape that sequence inside the scripts they write.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]*)/i;

// The inline scripts Next writes into a page are each one call handing data to a queue that its
// script files read: the RSC payload (self.__next_f) and the list of chunks to load (TURBOPACK).
const NEXT_QUEUE_CALLS = ['self.__next_f.push(', '(self.__next_f=self.__next_f||[]).push(', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('];

/** Whether a script is nothing but one of those calls with a JSON literal: it hands over data and runs no code of its own. */
function isNextDataScript(source: string): boolean {
  const call = NEXT_QUEUE_CALLS.find((prefix) => source.startsWith(prefix));
  const end = source.endsWith(');') ? -2 : -1;
  if (call === undefined || !source.slice(end).startsWith(')')) return false;
  try {
    JSON.parse(source.slice(call.length, end));
    return true;
  } catch {
    return false;
  }
}

const sha256 = (source: string) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

/**
 * The CSP hashes (`sha256-…`) of the inline scripts Next wrote into an HTML page, and the scripts
 * that are not Next's: those get no hash, so they do not run even though the page carries them
 * (content that made its way into a script element while the page was rendered, say). Data blocks
 * such as JSON-LD never run and need none.
 */
export function inlineScriptHashes(html: string): { hashes: string[]; refused: number } {
  const hashes = new Set<string>();
  let refused = 0;
  for (const [, attributes = '', source = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (/\bsrc\s*=/i.test(attributes) || (type !== '' && type !== 'text/javascript' && type !== 'module')) continue;
    if (isNextDataScript(source)) hashes.add(sha256(source));
    else refused += 1;
  }
  return { hashes: [...hashes], refused };
}

// A page body changes only when it is regenerated; a new body gets a new entry.
const REMEMBERED_PAGES = 16;
const policies = new Map<string, string>();

function policyFor(html: string): string {
  let policy = policies.get(html);
  if (policy === undefined) {
    const { hashes, refused } = inlineScriptHashes(html);
    // After a Next upgrade that writes other scripts, this says why the page stopped working.
    if (refused > 0) console.warn(`[helpa] ${refused} inline script(s) on a personal-data page are not Next's data scripts and will not run`);
    policy = pageContentSecurityPolicy({ scriptHashes: hashes, projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID });
    if (policies.size >= REMEMBERED_PAGES) policies.delete(policies.keys().next().value as string);
    policies.set(html, policy);
  }
  return policy;
}

type End = ServerResponse['end'];

/**
 * Lets the scripts of a personal-data page (PERSONAL_DATA_PAGES) run by naming each of Next's inline
 * scripts on it by hash in its Content-Security-Policy, worked out once per page body, so these pages
 * are served from the ISR cache like any other instead of being rendered per request for a nonce. A
 * script injected into the page, before or after the server, has no hash there and does not run. The policy next.config.js gives
 * these pages beforehand runs no inline script at all, so an answer this cannot read (streamed) stays
 * closed; an editor's draft preview, rendered per request, keeps the nonce src/proxy.ts gave it.
 */
export function hashInlineScriptsOfPersonalDataPages(request: IncomingMessage, response: ServerResponse): void {
  const path = request.url?.split('?', 1)[0] ?? '';
  if (request.method !== 'GET' || !PERSONAL_DATA_PAGES.includes(path)) return;
  // Called with the response as `this`, below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const end = response.end;
  response.end = function endWithScriptHashes(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const [body] = args;
    const html = String(this.getHeader('Content-Type') ?? '').startsWith('text/html');
    const nonce = String(this.getHeader('Content-Security-Policy') ?? '').includes("'nonce-");
    if (typeof body === 'string' && html && !nonce && !this.headersSent) this.setHeader('Content-Security-Policy', policyFor(body));
    return Reflect.apply(end, this, args) as ServerResponse;
  } as End;
}
