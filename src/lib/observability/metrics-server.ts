// Its own port on a private address, never the visitors' port, so nothing in front of the site can reach it.
import { createServer, type Server } from 'node:http';
import { metrics } from './metrics.ts';

export function startMetricsServer({ port, host }: { port: number; host: string }): Promise<Server> {
  const { registry } = metrics();
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
        .end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
