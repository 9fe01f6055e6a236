import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

const compress = compression();

/**
 * Gzip or Brotli for every compressible response, as Next's own `compress` option does (it runs the
 * same middleware), applied here instead (`compress: false` in next.config.js) so that the
 * cached-page ETag (cached-page-etag.ts), wrapped around it afterwards, sees the page before it is
 * compressed and can still answer a 304.
 */
export function compressResponses(request: IncomingMessage, response: ServerResponse): void {
  // The middleware only wraps the response's methods; its `next` is called before it returns.
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => undefined);
}
