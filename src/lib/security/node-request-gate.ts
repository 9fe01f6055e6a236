import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '@/lib/http/forwarded';

// Methods the fetch standard forbids: Next cannot even build a Request for them and answers 500.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function refuse(response: ServerResponse, method: string): void {
  const body = JSON.stringify({ error: { message: `${method} is not supported.`, code: 'method_not_allowed' } });
  response.writeHead(405, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * Runs before Next sees a request (installed once by instrumentation.ts): answers the methods Next
 * would crash on, and records the peer's address, which Next does not pass on to the app (it keeps a
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
      if (FORBIDDEN_METHODS.has(request.method ?? '')) {
        refuse(response, request.method ?? '');
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
