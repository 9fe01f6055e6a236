import { afterAll, describe, expect, it } from 'vitest';
import { countAnswer, metrics } from '@/lib/observability/metrics';
import { startMetricsServer } from '@/lib/observability/metrics-server';

const server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the metrics address', () => {
  it("serves Prometheus's text format at /metrics, never cached, with Node's own and the site's series", async () => {
    countAnswer('page', 'GET', 200, 0.012);
    countAnswer('api/bills', 'BREW', 405, 0.001);
    metrics().payments.inc({ service: 'mtn', outcome: 'delivered' });
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('helpa_http_requests_total{route="page",method="GET",status="200"} 1');
    // A method a visitor made up is one label, not a series of its own.
    expect(text).toContain('helpa_http_requests_total{route="api/bills",method="OTHER",status="405"} 1');
    expect(text).toContain('helpa_http_request_duration_seconds_bucket{le="0.025",route="page",status_class="2xx"} 1');
    expect(text).toContain('helpa_payments_total{service="mtn",outcome="delivered"} 1');
    expect(text).toMatch(/^helpa_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^helpa_nodejs_heap_size_used_bytes \d/m);
  });

  it('answers nothing else', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
