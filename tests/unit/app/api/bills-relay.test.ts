import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as relayRoute from '@/app/api/bills/[...path]/route';
import { sandboxSecret } from '@/lib/bills-sandbox/secret';
import { createBrowserId, createXsrfToken } from '@/lib/bills-sandbox/xsrf';

// The relay's address with no BILLS_API_URL: the sandbox answers in this process, whatever address
// the server was started on (here 127.0.0.1:4000, which `next start -H 127.0.0.1` gives).
const SITE = 'http://127.0.0.1:4000';
const browserId = createBrowserId();
const token = createXsrfToken(browserId, sandboxSecret());

type Answer = { payload?: unknown; error?: { message: string; code: string } };

function call(method: 'GET' | 'POST', path: string, init: { body?: unknown; origin?: string } = {}) {
  const url = new URL(`/api/bills/${path}`, SITE);
  const request = new Request(url, {
    method,
    headers: { host: url.host, origin: init.origin ?? SITE, 'content-type': 'application/json', cookie: `helpa-browser=${browserId}; XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const segments = url.pathname.split('/').slice(3);
  return { request, context: { params: Promise.resolve({ path: segments }) } };
}

async function answer(method: 'GET' | 'POST', path: string, init?: { body?: unknown; origin?: string }): Promise<{ status: number; body: Answer }> {
  const { request, context } = call(method, path, init);
  const response = await relayRoute[method](request, context);
  return { status: response.status, body: (await response.json()) as Answer };
}

const meter = { billersCode: '11111111111', serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' };

describe('/api/bills/* without BILLS_API_URL: the sandbox answers', () => {
  beforeEach(() => vi.stubEnv('BILLS_API_URL', ''));

  it('lists the service types, and passes the query on (variations of a data service)', async () => {
    const types = await answer('GET', 'UtilitiesBills');
    expect(types.status).toBe(200);
    expect((types.body.payload as Array<{ name: string }>).map((type) => type.name)).toEqual(['Electricity Payment', 'Data Subscription', 'Airtime VTU', 'TV Subscription']);
    const variations = await answer('GET', 'UtilitiesBills/variations?serviceID=dstv');
    expect(variations.body.payload).toMatchObject({ serviceID: 'dstv', ServiceName: 'DStv Subscription' });
  });

  it('takes a POST from its own origin on a named address, and refuses one from another site', async () => {
    const own = await answer('POST', 'UtilitiesBills/VerifyMerchant', { body: meter });
    expect(own.status).toBe(200);
    expect(own.body.payload).toMatchObject({ Customer_Name: 'Adaeze Okafor' });
    const elsewhere = await answer('POST', 'UtilitiesBills/VerifyMerchant', { body: meter, origin: 'https://attacker.example' });
    expect(elsewhere).toEqual({ status: 403, body: { error: { code: 'xsrf', message: 'The request came from another site.' } } });
  });

  it('hands a path parameter to the sandbox (a payment that does not exist)', async () => {
    expect(await answer('GET', 'UtilitiesBills/Pay/202611241200abcdefabcdef')).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'No payment with this request id.' } } });
  });

  it('answers an address the sandbox does not have with a 404, and a method it does not take with a 405', async () => {
    for (const path of ['UtilitiesBills/Refund', 'membership-tier/extra', 'Pay']) {
      expect(await answer('GET', path)).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'There is no such bills API call.' } } });
    }
    const wrongMethod = await answer('POST', 'UtilitiesBills/service-type', { body: {} });
    expect(wrongMethod.status).toBe(405);
    expect(relayRoute.DELETE().status).toBe(405);
  });
});
