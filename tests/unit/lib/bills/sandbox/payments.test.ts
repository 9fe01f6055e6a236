import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { distributors } from '@/lib/bills/sandbox/catalogue';
import { createRedisLedgerStore } from '@/lib/bills/sandbox/ledger-redis-store';
import { createMemoryLedgerStore, type LedgerStore } from '@/lib/bills/sandbox/ledger-store';
import { PaymentLedger } from '@/lib/bills/sandbox/payments';
import { payRequest as payRequestSchema, type WirePayRequest as PayRequest } from '@/lib/bills/wire';
import { closeRedisClients, readyRedisClient } from '@/lib/redis/connection';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../../fixtures/redis-server';
import { log as processLog } from '@/lib/observability/log';

const fixed = { digits: (count: number) => '7'.repeat(count) };
const NOW = new Date('2026-11-22T15:00:00Z');
const ledgerOn = (store: LedgerStore) => new PaymentLedger({ store, random: fixed, now: () => NOW });
const id = (suffix = 'abcdefABCDEF') => `202611221600${suffix}`;
const airtimeTo = (billersCode: string, overrides: Partial<PayRequest> = {}): PayRequest => ({
  requestId: id(),
  serviceID: 'mtn',
  billersCode,
  amount: 100,
  phone: '',
  email: '',
  ...overrides,
});
const dstv = (smartcard: string, overrides: Partial<PayRequest> = {}): PayRequest => ({
  requestId: id(),
  serviceID: 'dstv',
  billersCode: smartcard,
  variationCode: 'dstv-padi',
  amount: 2950,
  phone: '',
  email: '',
  ...overrides,
});
const electricity = (overrides: Partial<PayRequest> = {}): PayRequest => ({
  requestId: id(),
  serviceID: 'ikeja-electric',
  billersCode: '11111111111',
  type: 'prepaid',
  amount: 2000,
  phone: '08011111111',
  email: 'ada@example.com',
  ...overrides,
});

// A real redis-server on a free port when the machine has one (`npm run test:unit` installs it when it can).
let redis: RedisServer | undefined;
beforeAll(async () => {
  if (hasRedisServer()) redis = await startRedisServer();
});
afterAll(async () => {
  await closeRedisClients();
  await redis?.stop();
});

let ledgers = 0;
/** Each ledger its own key prefix: the tests share one redis-server. */
function redisLedgerStore(): LedgerStore {
  const url = redis?.url;
  if (!url) throw new Error('no redis-server');
  ledgers += 1;
  return createRedisLedgerStore(() => readyRedisClient(url), `test-ledger-${ledgers}:`);
}

const stores: Array<[string, () => LedgerStore]> = [['memory', () => createMemoryLedgerStore()]];
if (hasRedisServer()) stores.push(['Redis', redisLedgerStore]);

describe.each(stores)('sandbox payments kept in %s', (_name, store) => {
  const ledger = () => ledgerOn(store());
  it('accepts VTpass request ids and refuses others', () => {
    expect(v.safeParse(payRequestSchema, electricity()).success).toBe(true);
    for (const requestId of [
      '20261122160',
      '202611221600short',
      'abcdefghijklABCDEFGHIJKL',
      '202611221600abc-def-ghi-j',
    ]) {
      expect(v.safeParse(payRequestSchema, electricity({ requestId })).success).toBe(false);
    }
  });

  it('computes the fee and total itself and delivers a 20-digit token with units', async () => {
    const outcome = await ledger().pay(electricity());
    expect(outcome).toMatchObject({
      status: 200,
      payload: {
        status: 'delivered',
        amount: 2000,
        convenienceFee: 100,
        totalAmount: 2100,
        token: '7'.repeat(20),
        units: '32.0 kWh',
        customerName: 'Adaeze Okafor',
        productName: 'Ikeja Electric',
      },
    });
  });

  it('gives postpaid no token', async () => {
    const outcome = await ledger().pay(electricity({ type: 'postpaid' }));
    expect(outcome.status === 200 && outcome.payload.token).toBeFalsy();
  });

  it('makes one transaction of ten identical requests split over two instances, and 409 for another amount on either', async () => {
    // Two ledgers on one store, as two servers on one Redis; each draws its own transaction ids.
    const shared = store();
    let draws = 0;
    const counting = { digits: (count: number) => String((draws += 1)).padStart(count, '0') };
    const [a, b] = [
      new PaymentLedger({ store: shared, random: counting }),
      new PaymentLedger({ store: shared, random: counting }),
    ];
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).pay(electricity())));
    const transactions = new Set(
      outcomes.map((outcome) => (outcome.status === 200 ? outcome.payload.transactionId : outcome.code)),
    );
    expect(transactions.size).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 200, payload: { status: 'delivered', totalAmount: 2100 } });
    for (const ledger of [a, b])
      expect(await ledger.pay(electricity({ amount: 3000 }))).toMatchObject({
        status: 409,
        code: 'request_id_conflict',
      });
  });

  it('delivers a pending payment on the second requery whichever instance each requery reaches', async () => {
    const shared = store();
    const [a, b] = [ledgerOn(shared), ledgerOn(shared)];
    await a.pay(electricity({ billersCode: '12345000000' }));
    expect(await b.requery(id())).toMatchObject({ status: 200, payload: { status: 'pending' } });
    expect(await a.requery(id())).toMatchObject({
      status: 200,
      payload: { status: 'delivered', token: '7'.repeat(20) },
    });
    expect(await b.requery(id())).toMatchObject({ status: 200, payload: { status: 'delivered' } });
  });

  it('keeps a failed payment failed however often it is requeried', async () => {
    const book = ledger();
    await book.pay(airtimeTo('08098765432'));
    for (let requery = 0; requery < 3; requery += 1)
      expect(await book.requery(id())).toMatchObject({ status: 200, payload: { status: 'failed' } });
  });

  it('answers 409 for the same request id with a different body', async () => {
    const book = ledger();
    await book.pay(electricity());
    expect(await book.pay(electricity({ amount: 3000 }))).toMatchObject({ status: 409, code: 'request_id_conflict' });
  });

  it('turns pending into delivered on the second requery, with the token only then', async () => {
    const book = ledger();
    const outcome = await book.pay(electricity({ billersCode: '12345000000' }));
    expect(outcome).toMatchObject({ status: 200, payload: { status: 'pending' } });
    expect(outcome.status === 200 && outcome.payload.token).toBeFalsy();
    expect(await book.requery(id())).toMatchObject({ status: 200, payload: { status: 'pending' } });
    expect(await book.requery(id())).toMatchObject({
      status: 200,
      payload: { status: 'delivered', token: '7'.repeat(20), units: '32.0 kWh' },
    });
  });

  it('charges the total the payer was shown, and refuses another with a 409 that charges nothing', async () => {
    const book = ledger();
    expect(await book.pay(electricity({ expectedTotal: 2000 }))).toMatchObject({
      status: 409,
      code: 'price_changed',
      message: expect.stringContaining('the total is now N2,100.00, not N2,000.00') as unknown,
    });
    expect(await book.requery(id())).toMatchObject({ status: 404 });
    expect(await book.pay(electricity({ expectedTotal: 2100 }))).toMatchObject({
      status: 200,
      payload: { status: 'delivered', totalAmount: 2100 },
    });
    expect(await book.pay(electricity({ expectedTotal: 2000 }))).toMatchObject({
      status: 409,
      code: 'request_id_conflict',
    });
  });

  it('refuses a fee that changed after the summary, and answers a payment made before the change as it was', async () => {
    const price: { fee?: number } = {};
    const book = new PaymentLedger({ store: store(), random: fixed, convenienceFee: () => price.fee });
    expect(await book.pay(electricity({ expectedTotal: 2100 }))).toMatchObject({
      status: 200,
      payload: { totalAmount: 2100 },
    });
    price.fee = 150;
    expect(await book.pay(electricity({ expectedTotal: 2100 }))).toMatchObject({
      status: 200,
      payload: { totalAmount: 2100 },
    });
    expect(await book.pay(electricity({ requestId: id('newOrderAfter'), expectedTotal: 2100 }))).toMatchObject({
      status: 409,
      code: 'price_changed',
    });
    expect(await book.pay(electricity({ requestId: id('newOrderAfter'), expectedTotal: 2150 }))).toMatchObject({
      status: 200,
      payload: { convenienceFee: 150, totalAmount: 2150 },
    });
  });

  it('is unknown to a requery of an id never paid', async () => {
    expect(await ledger().requery(id())).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('fails with a reason for other numbers', async () => {
    const outcome = await ledger().pay({
      requestId: id(),
      serviceID: 'mtn',
      billersCode: '08098765432',
      amount: 100,
      phone: '08098765432',
      email: '',
    });
    expect(outcome).toMatchObject({
      status: 200,
      payload: { status: 'failed', reason: expect.stringContaining('not been charged') as unknown },
    });
  });

  it('fails the first payment of a number ending 999999 and delivers the next ones, so that Try again can work; a repeat of one id changes nothing', async () => {
    const book = ledger();
    const airtime = (suffix: string) => ({
      requestId: id(suffix),
      serviceID: 'mtn',
      billersCode: '+2348019999999',
      amount: 100,
      phone: '',
      email: '',
    });
    expect(await book.pay(airtime('aaaaaaaaaaaa'))).toMatchObject({ payload: { status: 'failed' } });
    expect(await book.pay(airtime('aaaaaaaaaaaa'))).toMatchObject({ payload: { status: 'failed' } });
    expect(await book.pay(airtime('bbbbbbbbbbbb'))).toMatchObject({ payload: { status: 'delivered' } });
    expect(await book.pay(airtime('cccccccccccc'))).toMatchObject({ payload: { status: 'delivered' } });
    expect(await book.pay({ ...airtime('dddddddddddd'), billersCode: '08029999999' })).toMatchObject({
      payload: { status: 'failed' },
    });
  });

  it('says why an electricity, TV or airtime payment failed', async () => {
    expect(await ledger().pay(electricity({ billersCode: '12345678901' }))).toMatchObject({
      status: 200,
      payload: { status: 'failed', reason: 'The distributor could not vend to this meter. You have not been charged.' },
    });
    expect(await ledger().pay(dstv('1234567890'))).toMatchObject({
      status: 200,
      payload: { status: 'failed', reason: 'This smartcard could not be credited. You have not been charged.' },
    });
    expect(await ledger().pay(airtimeTo('08098765432'))).toMatchObject({
      status: 200,
      payload: { status: 'failed', reason: 'The network could not credit this number. You have not been charged.' },
    });
  });

  it('gives a delivered payment no failure reason, and only electricity a meter number', async () => {
    const airtime = await ledger().pay(airtimeTo('08011111111'));
    expect(airtime).toMatchObject({ status: 200, payload: { status: 'delivered' } });
    expect(airtime).not.toHaveProperty('payload.reason');
    expect(airtime).not.toHaveProperty('payload.meterNumber');
    expect(await ledger().pay(electricity())).toMatchObject({ status: 200, payload: { meterNumber: '11111111111' } });
  });

  it("names the network's airtime on the receipt, with a transaction id of the time and six random digits", async () => {
    expect(await ledger().pay(airtimeTo('08011111111', { serviceID: 'etisalat' }))).toMatchObject({
      status: 200,
      payload: { productName: '9mobile Airtime VTU', transactionId: `${NOW.getTime()}777777` },
    });
  });

  it('takes the test phone with its country code, +234 or 234, but only at the start', async () => {
    for (const billersCode of ['08011111111', '+2348011111111', '2348011111111']) {
      expect(await ledger().pay(airtimeTo(billersCode)), billersCode).toMatchObject({
        status: 200,
        payload: { status: 'delivered' },
      });
    }
    expect(await ledger().pay(airtimeTo('0823411111111'))).toMatchObject({
      status: 200,
      payload: { status: 'failed' },
    });
  });

  it('treats an empty plan as no plan when the same request id comes again', async () => {
    const book = ledger();
    const first = await book.pay(electricity());
    expect(await book.pay(electricity({ variationCode: '' }))).toEqual(first);
  });

  it('delivers airtime to the test phone with no fee', async () => {
    const outcome = await ledger().pay({
      requestId: id(),
      serviceID: 'mtn',
      billersCode: '08011111111',
      amount: 100,
      expectedTotal: 100,
      phone: '08011111111',
      email: '',
    });
    expect(outcome).toMatchObject({
      status: 200,
      payload: { status: 'delivered', convenienceFee: 0, totalAmount: 100 },
    });
  });

  it('names the limit it refuses', async () => {
    expect(await ledger().pay(electricity({ amount: 499 }))).toEqual({
      status: 400,
      code: 'amount_too_low',
      message: 'amount: the minimum is 500 Naira',
    });
    expect(await ledger().pay(electricity({ amount: 500_001 }))).toEqual({
      status: 400,
      code: 'amount_too_high',
      message: 'amount: the maximum is 500000 Naira',
    });
    expect(
      await ledger().pay({
        requestId: id(),
        serviceID: 'glo',
        billersCode: '08011111111',
        amount: 49,
        phone: '',
        email: '',
      }),
    ).toMatchObject({
      status: 400,
      message: 'amount: the minimum is 50 Naira',
    });
  });

  it('charges a data or TV plan its own price', async () => {
    const base = { requestId: id(), billersCode: '08011111111', phone: '08011111111', email: '' };
    expect(await ledger().pay({ ...base, serviceID: 'mtn-data', variationCode: 'mtn-500', amount: 500 })).toMatchObject(
      { status: 200, payload: { status: 'delivered' } },
    );
    expect(await ledger().pay({ ...base, serviceID: 'mtn-data', variationCode: 'mtn-500', amount: 50 })).toMatchObject({
      status: 400,
      code: 'invalid_amount',
    });
    expect(
      await ledger().pay({
        ...base,
        serviceID: 'dstv',
        billersCode: '1212121212',
        variationCode: 'dstv-padi',
        amount: 2950,
      }),
    ).toMatchObject({ status: 200, payload: { status: 'delivered' } });
    expect(await ledger().pay(dstv('1212121212', { amount: 3000 }))).toMatchObject({
      status: 400,
      code: 'invalid_amount',
    });
  });

  it('refuses unknown services', async () => {
    expect(await ledger().pay(electricity({ serviceID: 'moon-electric' }))).toMatchObject({
      status: 400,
      code: 'invalid_body',
      message: 'serviceID: unknown service "moon-electric"',
    });
  });

  it('takes the limits themselves, and says what else it refuses in words', async () => {
    expect(await ledger().pay(electricity({ amount: 500 }))).toMatchObject({ status: 200 });
    expect(await ledger().pay(electricity({ requestId: id('abcdefABCDE2'), amount: 500_000 }))).toMatchObject({
      status: 200,
    });
    expect(await ledger().pay(electricity({ type: undefined }))).toEqual({
      status: 400,
      code: 'invalid_body',
      message: 'type: must be "prepaid" or "postpaid" for electricity',
    });
    const data = {
      requestId: id(),
      serviceID: 'mtn-data',
      billersCode: '08011111111',
      phone: '08011111111',
      email: '',
    };
    expect(await ledger().pay({ ...data, variationCode: 'mtn-9999', amount: 500 })).toEqual({
      status: 400,
      code: 'invalid_body',
      message: 'variationCode: unknown plan for mtn-data',
    });
    expect(await ledger().pay({ ...data, amount: 500 })).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await ledger().pay({ ...data, variationCode: 'mtn-500', amount: 50 })).toEqual({
      status: 400,
      code: 'invalid_amount',
      message: "amount: must be the plan's price, 500.00",
    });
  });

  it("accepts a payer's phone only empty or as a Nigerian mobile number", () => {
    for (const phone of ['', '08031234567'])
      expect(v.safeParse(payRequestSchema, electricity({ phone })).success, phone).toBe(true);
    for (const phone of ['0803123456', 'ada@example.com', ' '])
      expect(v.safeParse(payRequestSchema, electricity({ phone })).success, phone).toBe(false);
  });

  it("accepts a payer's email only empty or as an email address", () => {
    for (const email of ['', 'ada@example.com'])
      expect(v.safeParse(payRequestSchema, electricity({ email })).success, email).toBe(true);
    for (const email of ['ada', 'ada@example', ' ', `${'a'.repeat(250)}@example.com`])
      expect(v.safeParse(payRequestSchema, electricity({ email })).success, email).toBe(false);
  });
});

describe("the sandbox distributors' fee", () => {
  it('is SANDBOX_CONVENIENCE_FEE when it is set, read per payment, in the catalogue and at Pay alike', async () => {
    const book = ledgerOn(createMemoryLedgerStore());
    vi.stubEnv('SANDBOX_CONVENIENCE_FEE', '150');
    expect(distributors().every((distributor) => distributor.convenienceFee === 150)).toBe(true);
    expect(await book.pay(electricity({ expectedTotal: 2150 }))).toMatchObject({
      status: 200,
      payload: { convenienceFee: 150, totalAmount: 2150 },
    });
    for (const unusable of ['', 'lots', '-5', '1.5']) {
      vi.stubEnv('SANDBOX_CONVENIENCE_FEE', unusable);
      expect(distributors()[0]?.convenienceFee, unusable).toBe(100);
    }
    vi.unstubAllEnvs();
  });
});

describe('sandbox payments when the store does not answer', () => {
  it('answer 503 and pay nothing', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const silent: LedgerStore = {
      claim: () => Promise.reject(new Error('frozen')),
      find: () => Promise.reject(new Error('frozen')),
      count: () => Promise.reject(new Error('frozen')),
    };
    expect(await ledgerOn(silent).pay(electricity())).toEqual({
      status: 503,
      code: 'ledger_unavailable',
      message: 'The sandbox could not reach its payment records. Nothing was charged; try again in a moment.',
    });
    expect(await ledgerOn(silent).requery(id())).toMatchObject({ status: 503, code: 'ledger_unavailable' });
    error.mockRestore();
  });
});

describe('sandbox payments in memory', () => {
  it('stay bounded, forgetting the oldest payment', async () => {
    const store = createMemoryLedgerStore(2);
    const book = ledgerOn(store);
    for (const suffix of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'])
      await book.pay(electricity({ requestId: id(suffix) }));
    expect(store.size).toBe(2);
    expect(await book.requery(id('aaaaaaaaaaaa'))).toMatchObject({ status: 404 });
  });
});
