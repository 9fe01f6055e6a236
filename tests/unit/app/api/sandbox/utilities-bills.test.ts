import { describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '@/lib/http/body';
import * as serviceTypesRoute from '@/app/api/sandbox/UtilitiesBills/route';
import * as distributorsRoute from '@/app/api/sandbox/UtilitiesBills/service-type/route';
import * as variationsRoute from '@/app/api/sandbox/UtilitiesBills/variations/route';
import * as verifyRoute from '@/app/api/sandbox/UtilitiesBills/VerifyMerchant/route';
import * as payRoute from '@/app/api/sandbox/UtilitiesBills/Pay/route';
import * as requeryRoute from '@/app/api/sandbox/UtilitiesBills/Pay/[requestId]/route';
import { sandboxSecret } from '@/lib/bills/sandbox/secret';
import { createBrowserId, createXsrfToken } from '@/lib/bills/sandbox/xsrf';

const BASE = 'http://localhost:3000/api/sandbox/UtilitiesBills';
const browserId = createBrowserId();
const token = createXsrfToken(browserId, await sandboxSecret());

type Answer = { payload?: unknown; error?: { message: string; code: string } };

async function answer(response: Response): Promise<{ status: number; body: Answer }> {
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Answer };
}

// Each request from its own address (as deploy/nginx appends it), so only the rate-limit test meets the limit.
vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
let nextPeer = 1;

function postRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}/${path}`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': `10.1.${Math.floor(nextPeer / 250)}.${nextPeer++ % 250}`,
      'content-type': 'application/json',
      cookie: `helpa-browser=${browserId}; XSRF-TOKEN=${encodeURIComponent(token)}`,
      'x-xsrf-token': token,
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const verify = async (body: unknown, headers?: Record<string, string>) =>
  answer(await verifyRoute.POST(postRequest('VerifyMerchant', body, headers)));
const pay = async (body: unknown) => answer(await payRoute.POST(postRequest('Pay', body)));
const requery = async (requestId: string) =>
  answer(await requeryRoute.GET(new Request(`${BASE}/Pay/${requestId}`), { params: Promise.resolve({ requestId }) }));
const firstCall = (billersCode: string) => ({
  billersCode,
  serviceID: '',
  type: '',
  billCategory: 'Electricity',
  serviceName: '',
});
const secondCall = (billersCode: string, serviceID: string, type = 'prepaid') => ({
  billersCode,
  serviceID,
  type,
  billCategory: 'Electricity',
  serviceName: serviceID,
});

describe('catalogue routes', () => {
  it('GET UtilitiesBills lists the service types and hands out the XSRF cookie', async () => {
    const response = await serviceTypesRoute.GET(new Request(BASE));
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^helpa-browser=[\w-]{32}; Path=\/; SameSite=Lax; Max-Age=604800; HttpOnly$/),
      expect.stringMatching(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; Max-Age=604800$/),
    ]);
    const { status, body } = await answer(response);
    expect(status).toBe(200);
    expect((body.payload as Array<{ name: string }>).map((type) => type.name)).toEqual([
      'Electricity Payment',
      'Data Subscription',
      'Airtime VTU',
      'TV Subscription',
    ]);
  });

  it('GET UtilitiesBills/service-type lists the 12 distributors', async () => {
    const { status, body } = await answer(await distributorsRoute.GET(new Request(`${BASE}/service-type`)));
    expect(status).toBe(200);
    const distributors = body.payload as Array<{
      ProviderName: string;
      ServiceId: string;
      minimumAmount: number;
      maximumAmount: number;
      convenienceFee: number;
    }>;
    expect(distributors).toHaveLength(12);
    expect(distributors[0]).toEqual({
      ProviderName: 'Jos Electric',
      ServiceId: 'jos-electric',
      minimumAmount: 500,
      maximumAmount: 500000,
      convenienceFee: 100,
    });
  });

  it('GET UtilitiesBills/variations answers a data or TV service and refuses a missing or unknown one', async () => {
    const ok = await answer(await variationsRoute.GET(new Request(`${BASE}/variations?serviceID=dstv`)));
    expect(ok.status).toBe(200);
    expect(ok.body.payload).toMatchObject({
      serviceID: 'dstv',
      ServiceName: 'DStv Subscription',
      variations: expect.arrayContaining([expect.objectContaining({ variation_code: 'dstv-padi' })]),
    });
    const missing = await answer(await variationsRoute.GET(new Request(`${BASE}/variations`)));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toMatch(/^serviceID/);
    expect((await answer(await variationsRoute.GET(new Request(`${BASE}/variations?serviceID=nepa`)))).status).toBe(
      404,
    );
  });

  it('answers other methods with a 405 JSON error', async () => {
    for (const handler of [
      serviceTypesRoute.POST,
      distributorsRoute.DELETE,
      variationsRoute.PUT,
      verifyRoute.GET,
      verifyRoute.PATCH,
    ]) {
      const response = handler();
      const { status, body } = await answer(response);
      expect(status).toBe(405);
      expect(body.error?.code).toBe('method_not_allowed');
      expect(response.headers.get('allow')).toMatch(/^(GET|POST)$/);
    }
  });
});

describe('POST UtilitiesBills/VerifyMerchant', () => {
  it('11111111111: first call answers the details with the Ikeja merchant log', async () => {
    const { status, body } = await verify(firstCall('11111111111'));
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({
      Customer_Name: 'Adaeze Okafor',
      Meter_Number: '11111111111',
      merchantlog: { ProviderName: 'Ikeja Electric' },
    });
  });

  it('22222222222: first call has no provider; a distributor then verifies it', async () => {
    expect((await verify(firstCall('22222222222'))).body.payload).toMatchObject({ merchantlog: null });
    expect((await verify(secondCall('22222222222', 'yola-electric'))).body.payload).toMatchObject({
      code: '000',
      content: { Meter_Number: '22222222222', WrongBillersCode: false },
    });
  });

  it('33333333333: first call is a 404 with the contract message; a distributor then verifies it', async () => {
    const { status, body } = await verify(firstCall('33333333333'));
    expect(status).toBe(404);
    expect(body.error?.message).toBe('We could not find this meter. Please select your power distributor.');
    expect((await verify(secondCall('33333333333', 'eko-electric', 'postpaid'))).body.payload).toMatchObject({
      content: { MeterNumber: '33333333333', Meter_Type: 'POSTPAID' },
    });
  });

  it('44444444444 and other numbers: 404 first, then a 200 WrongBillersCode error from every distributor', async () => {
    for (const meter of ['44444444444', '98765432109']) {
      expect((await verify(firstCall(meter))).status).toBe(404);
      const { status, body } = await verify(secondCall(meter, 'kaduna-electric'));
      expect(status).toBe(200);
      expect(body.payload).toEqual({
        code: '000',
        content: {
          error: expect.stringMatching(/^This meter is not correct or is not a valid Kaduna Electric prepaid meter/),
          WrongBillersCode: true,
        },
      });
    }
  });

  it('55555555555: 503 with the unavailable message', async () => {
    const { status, body } = await verify(firstCall('55555555555'));
    expect(status).toBe(503);
    expect(body.error).toEqual({
      message: 'The bills service is temporarily unavailable.',
      code: 'service_unavailable',
    });
  });
});

describe('VerifyMerchant refuses bad requests with a 4xx JSON error', () => {
  it('429 with Retry-After once one visitor has posted 30 times in a minute, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 31; i += 1) {
      limited = await verifyRoute.POST(
        postRequest('VerifyMerchant', firstCall('11111111111'), { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.50` }),
      );
      statuses.push(limited.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await answer(limited!)).body.error?.code).toBe('rate_limited');
  });

  it('403 without the XSRF header, with a mismatched or forged one, or from another site', async () => {
    const forged = `${token.split('.')[0]}.forged`;
    const cases: Array<Record<string, string>> = [
      { 'x-xsrf-token': '' },
      { 'x-xsrf-token': createXsrfToken(browserId, await sandboxSecret()) },
      { 'x-xsrf-token': forged, cookie: `helpa-browser=${browserId}; XSRF-TOKEN=${forged}` },
      // A valid pair made for another browser.
      { cookie: `helpa-browser=${createBrowserId()}; XSRF-TOKEN=${encodeURIComponent(token)}` },
      { origin: 'https://evil.example' },
      // The same host on another scheme or port is another origin.
      { origin: 'https://localhost:3000' },
      { origin: 'http://localhost:3001' },
    ];
    for (const headers of cases) {
      const { status, body } = await verify(firstCall('11111111111'), headers);
      expect(status).toBe(403);
      expect(body.error?.code).toBe('xsrf');
    }
  });

  it('415 for a body that is not JSON by type, 400 for one that does not parse', async () => {
    expect((await verify('billersCode=1', { 'content-type': 'text/plain' })).status).toBe(415);
    const { status, body } = await verify('{"billersCode": ');
    expect(status).toBe(400);
    expect(body.error?.code).toBe('invalid_json');
  });

  it('400 naming the field for wrong types, missing fields, a short meter, an unknown distributor or type', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...firstCall('11111111111'), billersCode: 11111111111 }, 'billersCode'],
      [{ billersCode: '11111111111' }, 'serviceID'],
      [firstCall('1234'), 'billersCode'],
      [secondCall('11111111111', 'lagos-gas'), 'serviceID'],
      [secondCall('11111111111', 'ikeja-electric', 'smart'), 'type'],
      [[], 'must be a JSON object'],
    ];
    for (const [request, field] of cases) {
      const { status, body } = await verify(request);
      expect(status).toBe(400);
      expect(body.error?.message).toContain(field);
    }
  });

  it('413 for a huge body', async () => {
    const { status, body } = await verify({ ...firstCall('11111111111'), serviceName: 'x'.repeat(MAX_BODY_BYTES) });
    expect(status).toBe(413);
    expect(body.error?.code).toBe('body_too_large');
  });
});

describe('POST UtilitiesBills/Pay', () => {
  const order = (requestId: string, expectedTotal: number) => ({
    requestId,
    serviceID: 'ikeja-electric',
    billersCode: '11111111111',
    type: 'prepaid',
    amount: 2000,
    expectedTotal,
    phone: '08011111111',
    email: 'ada@example.com',
  });

  it('409 in words, charging nothing, when the total shown is not what the payment costs', async () => {
    const { status, body } = await pay(order('202611221600PriceChanged01', 2000));
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: 'price_changed',
      message:
        'The price has changed since it was shown to you: the total is now N2,100.00, not N2,000.00. Nothing was charged; check the new total and pay again.',
    });
    expect((await requery('202611221600PriceChanged01')).status).toBe(404);
  });

  it('charges the total shown, once for the same request id', async () => {
    const first = await pay(order('202611221600TotalShown001', 2100));
    expect(first).toMatchObject({
      status: 200,
      body: { payload: { status: 'delivered', amount: 2000, convenienceFee: 100, totalAmount: 2100 } },
    });
    expect(await pay(order('202611221600TotalShown001', 2100))).toEqual(first);
    expect(await pay(order('202611221600TotalShown001', 2000))).toMatchObject({
      status: 409,
      body: { error: { code: 'request_id_conflict' } },
    });
  });
});
