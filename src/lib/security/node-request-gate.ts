import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { isBillsSandbox } from '@/lib/bills-relay/upstream';
import { BILLS_RELAY_PATH, BILLS_SANDBOX_HEADER, PAYBILLS_PATH } from '@/lib/bills-relay/sandbox-routing.mjs';
import { etagCachedPages } from '@/lib/http/cached-page-etag';
import { compressResponses } from '@/lib/http/compress-responses';
import { PEER_ADDRESS_HEADER } from '@/lib/http/forwarded';
import { hashInlineScriptsOfPersonalDataPages } from '@/lib/security/inline-script-hashes';
import { malformedRequestRefusal, type Refusal } from '@/lib/security/request-guard';

// Next answers these with a bare 400 when they carry a chunked body.
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

function refuse(response: ServerResponse, { status, code, message, allow }: Refusal): void {
  const body = JSON.stringify({ error: { message, code } });
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body), ...(allow ? { Allow: allow } : {}) });
  response.end(body);
}

/** The path as Next will route it (dot segments resolved, percent-encoding kept), or null when it cannot be parsed. */
function routedPath(target: string): string | null {
  try {
    // An origin-form target (`/a//b`) is read as a path, never as a protocol-relative address.
    return (target.startsWith('/') ? new URL(`http://site${target}`) : new URL(target)).pathname;
  } catch {
    return null;
  }
}

/** Why Next must not see this request, or null when it may. */
export function requestRefusal(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Refusal | null {
  const method = request.method ?? '';
  const pathname = routedPath(request.url ?? '');
  if (pathname === null) return { status: 400, code: 'invalid_path', message: 'The address is not correctly encoded.' };
  const refused = malformedRequestRefusal(method, pathname, request.headers['next-action'] !== undefined);
  if (refused) return refused;
  if (BODILESS_METHODS.has(method) && request.headers['transfer-encoding']) return { status: 400, code: 'unexpected_body', message: `${method} requests carry no body.` };
  return null;
}

/**
 * While the sandbox answers, sends pay bills to its page with the sandbox notice and the bills relay's
 * calls to the sandbox's own routes (next.config.js's rewrites, which Next follows inside this
 * process); nobody else may ask for either.
 */
export function markBillsSandbox(request: Pick<IncomingMessage, 'url' | 'headers'>): void {
  delete request.headers[BILLS_SANDBOX_HEADER];
  const pathname = routedPath(request.url ?? '') ?? '';
  const sandboxed = pathname === PAYBILLS_PATH || pathname.startsWith(`${BILLS_RELAY_PATH}/`);
  if (sandboxed && isBillsSandbox()) request.headers[BILLS_SANDBOX_HEADER] = '1';
}

/**
 * Runs before Next sees a request (installed once by instrumentation.ts), on every request and before
 * any routing, so pages served from the ISR cache pay nothing more: answers what Next would crash on
 * or refuse without a word (unknown methods, broken percent-encodings, forms posted to pages, bodies on
 * GET), records the peer's address, which Next does not pass on to the app (it keeps a client's
 * own X-Forwarded-For instead), picks pay bills' page and the bills calls' answerer for the bills API
 * configured now, compresses responses, gives cached pages their ETags and the personal-data pages
 * their script hashes (src/lib/http/compress-responses.ts, cached-page-etag.ts, inline-script-hashes.ts;
 * each wraps the one before, so the hashes are read from the page's text before it is encoded).
 */
export function installNodeRequestGate(): void {
  // Called with each server as `this`, below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const emit = Server.prototype.emit;
  Server.prototype.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
      const refused = requestRefusal(request);
      if (refused) {
        refuse(response, refused);
        return true;
      }
      markBillsSandbox(request);
      compressResponses(request, response);
      etagCachedPages(request, response);
      hashInlineScriptsOfPersonalDataPages(request, response);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
