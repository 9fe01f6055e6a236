// @ts-check
// The production server: Next's documented custom server (`npm start`), which is `next start` plus one
// thing Next cannot do, because a route is never told the TCP peer: X-Forwarded-* headers count only
// from the front proxy's addresses (TRUSTED_PROXY_ADDRESSES). From anyone else they are dropped and
// the visitor is the socket's own address, so a request sent straight to an instance can neither
// pick its own rate-limit key nor pin a victim's.
//   npm start -- -p 3000 -H 10.0.0.5     (PORT works too; default port 3000 on 127.0.0.1)
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { drainMilliseconds, lifecycle, markPrepared, startDraining, stopped } from './src/lib/health/lifecycle.ts';
import { selfOrigin, warmUp } from './src/lib/health/warm-up.ts';
import { believeOnlyTrustedProxies, trustedProxies } from './src/lib/http/trusted-proxies.ts';
import { logAnswer } from './src/lib/observability/access-log.ts';
import { log } from './src/lib/observability/log.ts';
import { startMetricsServer } from './src/lib/observability/metrics-server.ts';
import { requestContext, requestIdFor } from './src/lib/observability/request-context.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// A private address (the front proxy's side of the network), never every interface by default.
const hostname = values.hostname ?? '127.0.0.1';
const isTrusted = trustedProxies(process.env.TRUSTED_PROXY_ADDRESSES);

// Next names the server by this in each request's own address, and fetches a proxy's rewrite to any other origin over
// HTTP from the instance itself (refused once it stops). In the proxy's URLs Next writes a loopback address as
// `localhost`, so a loopback listener is named `localhost` here (as Next's custom-server docs do); it listens as given.
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/;
const app = next({ dev: false, hostname: LOOPBACK.test(hostname) ? 'localhost' : hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const startedAt = performance.now();
  // The front proxy's id ($request_id) joins its log line to this instance's; from anyone else a new one.
  const requestId = requestIdFor(request.headers['x-request-id'], isTrusted(request.socket.remoteAddress));
  believeOnlyTrustedProxies(request, isTrusted);
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  // The same id where a page's script can read it (the Performance API's serverTiming): the error page shows it to quote.
  // Not on the router's prefetches (the header Next's CSP guide names): a page is shown from its navigation's answer.
  if (!request.headers['next-router-prefetch']) response.setHeader('Server-Timing', `request;desc="${requestId}"`);
  response.once('close', () => logAnswer(request, response, startedAt, requestId));
  // Stopping: each connection is closed after its answer, so the front proxy sends nothing more down one that is about to close.
  if (lifecycle().drainingSince !== null) response.setHeader('Connection', 'close');
  requestContext().run({ requestId }, () => void handle(request, response));
});
// Longer than the front proxy keeps an idle connection to an instance (deploy/nginx: 60 s), so the proxy
// ends it first. Node's default (5 s) let it reuse a connection in the moment the instance closed it:
// a POST then met "connection reset by peer", which nginx does not retry, and its visitor a 503.
server.keepAliveTimeout = 65_000;
// The metrics, for operators only: a port of their own, on a private address (never the one the front proxy forwards to).
if (process.env.METRICS_PORT) {
  const metricsHost = process.env.METRICS_HOST || '127.0.0.1';
  const metricsServer = await startMetricsServer({ port: Number(process.env.METRICS_PORT), host: metricsHost });
  const address = /** @type {import('node:net').AddressInfo} */ (metricsServer.address());
  log.info({ event: 'metrics', port: address.port }, `metrics on http://${metricsHost}:${address.port}/metrics`);
}

server.listen(port, hostname, () => {
  log.info(
    { event: 'listening', port },
    `▲ Helpa on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`,
  );
  if (hostname === '0.0.0.0' || hostname === '::')
    log.warn('[helpa] Listening on every interface: bind to the private address the front proxy reaches (-H).');
  // Ready (/api/health/ready) once this process has rendered a page: a balancer sends it no visitor before.
  void warmUp(selfOrigin(hostname, port)).then(markPrepared);
});

// Stopped (a deploy, a scale-down): /api/health/ready answers 503 at once, the server keeps answering for
// SHUTDOWN_DRAIN_SECONDS so a balancer polling it stops sending first, then takes no new connection,
// finishes the requests in flight and exits; the front proxy sends new ones to another instance. The email
// outboxes' workers take no new job from SIGTERM on, and the exit waits for the email being sent.
const drainMs = drainMilliseconds(process.env.SHUTDOWN_DRAIN_SECONDS);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    startDraining();
    log.info({ event: 'draining', signal, drainMs }, `${signal}: readiness is false; closing in ${drainMs / 1000} s.`);
    setTimeout(() => {
      server.close(() => void stopped().then(() => process.exit(0)));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    }, drainMs);
  });
}
