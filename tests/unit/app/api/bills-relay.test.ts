import { afterEach, describe, expect, it, vi } from 'vitest';
import * as relayRoute from '@/app/api/bills/[...path]/route';
import * as sandboxCatalogue from '@/app/api/sandbox/UtilitiesBills/route';

const call = (method: 'GET' | 'POST', path: string[], body?: string) =>
  relayRoute[method](new Request(`http://127.0.0.1:4000/api/bills/${path.join('/')}`, { method, body }), {
    params: Promise.resolve({ path }),
  });

describe('/api/bills/* with no bills API configured: the built-in sandbox answers in this process', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a name an object has by inheritance in front of a configured bills API too', async () => {
    vi.stubEnv('BILLS_API_URL', 'http://127.0.0.1:9/');
    for (const name of ['constructor', '__proto__', 'hasOwnProperty'])
      expect((await call('GET', ['UtilitiesBills', name])).status, name).toBe(404);
  });

  it('answers a call with the sandbox’s own answer', async () => {
    vi.stubEnv('BILLS_API_URL', '');
    const response = await call('GET', ['UtilitiesBills']);
    expect(response.status).toBe(200);
    const own = await sandboxCatalogue.GET(new Request('http://127.0.0.1:4000/api/sandbox/UtilitiesBills'));
    expect(await response.json()).toEqual(await own.json());
  });

  it('passes a payment’s request id to the sandbox’s requery', async () => {
    vi.stubEnv('BILLS_API_URL', '');
    const response = await call('GET', ['UtilitiesBills', 'Pay', '202611250800abcdefghijkl']);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No payment with this request id.' },
    });
  });

  it('refuses a call the bills API does not have, and a method it does not take, in JSON', async () => {
    vi.stubEnv('BILLS_API_URL', '');
    const unknown = await call('GET', ['UtilitiesBills', 'Refund']);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'There is no such bills API call.' } });
    // Names an object has by inheritance are no calls either (they were a 500).
    for (const name of ['constructor', '__proto__', 'hasOwnProperty']) {
      const inherited = await call('GET', ['UtilitiesBills', name]);
      expect(inherited.status, name).toBe(404);
      expect((await call('GET', [name])).status, name).toBe(404);
    }
    expect((await call('POST', ['UtilitiesBills'], '{}')).status).toBe(405);
    expect(relayRoute.DELETE().status).toBe(405);
  });
});
