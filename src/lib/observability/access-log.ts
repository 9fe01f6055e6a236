// Never the path or the query: they can carry a reference or a meter number.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './log.ts';
import { countAnswer } from './metrics.ts';
import { routeClass } from './route-class.ts';

export function logAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  startedAt: number,
  requestId: string,
): void {
  const route = routeClass(request.url);
  const cache = response.getHeader('x-nextjs-cache');
  const fields = {
    event: 'request',
    requestId,
    method: request.method,
    route,
    status: response.statusCode,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    ...(cache ? { cache: String(cache) } : {}),
    ...(response.writableFinished ? {} : { aborted: true }),
  };
  countAnswer(route, request.method ?? 'GET', response.statusCode, (performance.now() - startedAt) / 1000);
  // A balancer asks for health every few seconds: those lines only at debug.
  log[route === 'api/health' ? 'debug' : 'info'](fields, 'answered');
}
