import { afterEach, describe, expect, it, vi } from 'vitest';
import * as relayRoute from '@/app/api/bills/[...path]/route';

// Without BILLS_API_URL the Node request gate sends the browser's bills calls to the sandbox before
// they reach this route (tests/unit/lib/security/node-request-gate.test.ts, tests/e2e/configuration.spec.ts).
describe('/api/bills/* reached with no bills API configured', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says the bills service is not configured, in JSON, for both methods it takes', async () => {
    vi.stubEnv('BILLS_API_URL', '');
    for (const method of ['GET', 'POST'] as const) {
      const request = new Request('http://127.0.0.1:4000/api/bills/UtilitiesBills', { method, body: method === 'POST' ? '{}' : undefined });
      const response = await relayRoute[method](request, { params: Promise.resolve({ path: ['UtilitiesBills'] }) });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { code: 'not_configured', message: 'The bills service is not configured on this server.' } });
    }
    expect(relayRoute.DELETE().status).toBe(405);
  });
});
