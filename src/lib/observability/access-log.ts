// One JSON line per answer, and its count in the metrics (server.mjs calls it when a response ends): what was asked, of which kind, how it ended, how
// long it took, whether Next's cache served it, under the request's id. Never the path or the query: they can carry a
// reference or a meter number.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from './log.ts';
import { countAnswer } from './metrics.ts';
import { routeClass } from './route-class.ts';

/** Logs one line for an answer that has ended; `startedAt` is performance.now() when the request arrived. */
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
    // The visitor went away before the answer was complete.
    ...(response.writableFinished ? {} : { aborted: true }),
  };
  countAnswer(route, request.method ?? 'GET', response.statusCode, (performance.now() - startedAt) / 1000);
  // A balancer asks for health every few seconds: those lines only at debug.
  if (route === 'api/health') log.debug(fields, 'answered');
  else log.info(fields, 'answered');
}
