import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentLedger, payRequestSchema, type PayRequest } from '@/lib/bills-sandbox/payments';

const fixed = { digits: (count: number) => '7'.repeat(count) };
const ledger = (capacity?: number) => new PaymentLedger(fixed, () => new Date('2026-11-22T15:00:00Z'), capacity);
const id = (suffix = 'abcdefABCDEF') => `202611221600${suffix}`;
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

describe('sandbox payments', () => {
  it('accepts VTpass request ids and refuses others', () => {
    expect(v.safeParse(payRequestSchema, electricity()).success).toBe(true);
    for (const requestId of ['20261122160', '202611221600short', 'abcdefghijklABCDEFGHIJKL', '202611221600abc-def-ghi-j']) {
      expect(v.safeParse(payRequestSchema, electricity({ requestId })).success).toBe(false);
    }
  });

  it('computes the fee and total itself and delivers a 20-digit token with units', () => {
    const outcome = ledger().pay(electricity());
    expect(outcome).toMatchObject({ status: 200, payload: { status: 'delivered', amount: 2000, convenienceFee: 100, totalAmount: 2100, token: '7'.repeat(20), units: '32.0 kWh', customerName: 'Adaeze Okafor', productName: 'Ikeja Electric' } });
  });

  it('gives postpaid no token', () => {
    const outcome = ledger().pay(electricity({ type: 'postpaid' }));
    expect(outcome.status === 200 && outcome.payload.token).toBeFalsy();
  });

  it('returns the first result for the same request id and never charges twice', () => {
    const book = ledger();
    const first = book.pay(electricity());
    const second = book.pay(electricity());
    expect(second).toEqual(first);
    expect(book.size).toBe(1);
  });

  it('answers 409 for the same request id with a different body', () => {
    const book = ledger();
    book.pay(electricity());
    expect(book.pay(electricity({ amount: 3000 }))).toMatchObject({ status: 409, code: 'request_id_conflict' });
  });

  it('turns pending into delivered on the second requery, with the token only then', () => {
    const book = ledger();
    const outcome = book.pay(electricity({ billersCode: '12345000000' }));
    expect(outcome).toMatchObject({ status: 200, payload: { status: 'pending' } });
    expect(outcome.status === 200 && outcome.payload.token).toBeFalsy();
    expect(book.requery(id())).toMatchObject({ status: 'pending' });
    expect(book.requery(id())).toMatchObject({ status: 'delivered', token: '7'.repeat(20) });
  });

  it('is unknown to a requery of an id never paid', () => {
    expect(ledger().requery(id())).toBeUndefined();
  });

  it('fails with a reason for other numbers', () => {
    const outcome = ledger().pay({ requestId: id(), serviceID: 'mtn', billersCode: '08099999999', amount: 100, phone: '08099999999', email: '' });
    expect(outcome).toMatchObject({ status: 200, payload: { status: 'failed', reason: expect.stringContaining('not been charged') as unknown } });
  });

  it('delivers airtime to the test phone with no fee', () => {
    const outcome = ledger().pay({ requestId: id(), serviceID: 'mtn', billersCode: '08011111111', amount: 100, phone: '08011111111', email: '' });
    expect(outcome).toMatchObject({ status: 200, payload: { status: 'delivered', convenienceFee: 0, totalAmount: 100 } });
  });

  it('names the limit it refuses', () => {
    expect(ledger().pay(electricity({ amount: 499 }))).toMatchObject({ status: 400, message: 'amount: the minimum is 500 Naira' });
    expect(ledger().pay(electricity({ amount: 500_001 }))).toMatchObject({ status: 400, message: 'amount: the maximum is 500000 Naira' });
    expect(ledger().pay({ requestId: id(), serviceID: 'glo', billersCode: '08011111111', amount: 49, phone: '', email: '' })).toMatchObject({ status: 400, message: 'amount: the minimum is 50 Naira' });
  });

  it('charges a data or TV plan its own price', () => {
    const base = { requestId: id(), billersCode: '08011111111', phone: '08011111111', email: '' };
    expect(ledger().pay({ ...base, serviceID: 'mtn-data', variationCode: 'mtn-500', amount: 500 })).toMatchObject({ status: 200, payload: { status: 'delivered' } });
    expect(ledger().pay({ ...base, serviceID: 'mtn-data', variationCode: 'mtn-500', amount: 50 })).toMatchObject({ status: 400, code: 'invalid_amount' });
    expect(ledger().pay({ ...base, serviceID: 'dstv', billersCode: '1212121212', variationCode: 'dstv-padi', amount: 2950 })).toMatchObject({ status: 200, payload: { status: 'delivered' } });
  });

  it('refuses unknown services', () => {
    expect(ledger().pay(electricity({ serviceID: 'moon-electric' }))).toMatchObject({ status: 400 });
  });

  it('stays bounded, forgetting the oldest payment', () => {
    const book = ledger(2);
    for (const suffix of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']) book.pay(electricity({ requestId: id(suffix) }));
    expect(book.size).toBe(2);
    expect(book.requery(id('aaaaaaaaaaaa'))).toBeUndefined();
  });
});
