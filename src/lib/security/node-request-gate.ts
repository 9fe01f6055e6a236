import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '@/lib/http/forwarded';
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
 * Runs before Next sees a request (installed once by instrumentation.ts), on every request and before
 * any routing, so pages served from the ISR cache pay nothing more: answers what Next would crash on
 * or refuse without a word (unknown methods, broken percent-encodings, forms posted to pages, bodies on
 * GET), records the peer's address, which Next does not pass on to the app (it keeps a client's
 * own X-Forwarded-For instead). Both belong to the front proxy (deploy/) once it is the only way in.
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
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
