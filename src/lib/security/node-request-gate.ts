import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '@/lib/http/forwarded';

// Methods the fetch standard forbids: Next cannot even build a Request for them and answers 500.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

// Next answers these with a bare 400 when they carry a chunked body.
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

function refuse(response: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: { message, code } });
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

/**
 * Runs before Next sees a request (installed once by instrumentation.ts): answers the methods Next
 * would crash on and bodies it would refuse without a word, and records the peer's address, which Next does not pass on to the app (it keeps a
 * client's own X-Forwarded-For instead).
 */
export function installNodeRequestGate(): void {
  // Called with each server as `this`, below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const emit = Server.prototype.emit;
  Server.prototype.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
      const method = request.method ?? '';
      if (FORBIDDEN_METHODS.has(method)) {
        refuse(response, 405, 'method_not_allowed', `${method} is not supported.`, { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
        return true;
      }
      if (BODILESS_METHODS.has(method) && request.headers['transfer-encoding']) {
        refuse(response, 400, 'unexpected_body', `${method} requests carry no body.`);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
