import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PERSONAL_DATA_PAGES, pageContentSecurityPolicy } from '@/lib/security/content-security-policy.mjs';

// An inline script runs until the first `</script` that is followed by a space, `/` or `>`; React and
// Next escape that sequence inside the scripts they write.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'module']);

/** The CSP hashes (`sha256-…`) of the scripts written into an HTML page (data blocks such as JSON-LD never run, so they need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', source = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (/\bsrc\s*=/i.test(attributes) || !RUNNABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

// A page body changes only when it is regenerated; a new body gets a new entry.
const REMEMBERED_PAGES = 16;
const policies = new Map<string, string>();

function policyFor(html: string): string {
  let policy = policies.get(html);
  if (policy === undefined) {
    policy = pageContentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID });
    if (policies.size >= REMEMBERED_PAGES) policies.delete(policies.keys().next().value as string);
    policies.set(html, policy);
  }
  return policy;
}

type End = ServerResponse['end'];

/**
 * Lets the scripts of a personal-data page (PERSONAL_DATA_PAGES) run by naming each of its inline
 * scripts' hashes in its Content-Security-Policy, worked out once per page body, so these pages are
 * served from the ISR cache like any other instead of being rendered per request for a nonce. A
 * script injected into the page has no hash there and does not run. The policy next.config.js gives
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
