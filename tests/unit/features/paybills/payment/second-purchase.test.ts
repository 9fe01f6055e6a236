import { describe, expect, it } from 'vitest';
import { type Again, gaveEmail } from '@/features/paybills/receipts/again';
import type { KeptReceipt } from '@/features/paybills/receipts/kept-receipts';
import { confirmOrder, makeQuote, type Order } from '@/features/paybills/payment/order';
import {
  earlierPurchase,
  recipientOf,
  recipientText,
  SECOND_PURCHASE_MS,
} from '@/features/paybills/payment/purchase-recipient';
import { paymentOf } from '../support/payments';

const NOW = Date.parse('2026-11-22T15:10:00.000Z');
const METER: Again = { service: 'electricity', meterNo: '11111111111', meterType: 'prepaid', amount: '2,500' };

function order(again: Again = METER, amount = 2500): Order {
  return confirmOrder(
    {
      service: again.service,
      request: { serviceId: 'x', account: 'x', amount, phone: '', email: '' },
      quote: makeQuote(amount, 100),
      summary: [],
      receiptRows: [],
      again,
    },
    null,
    '202611221610NewOrderId0001',
  );
}

function kept(
  again: Again | undefined,
  {
    amount = 2500,
    minutesAgo = 3,
    status = 'delivered',
    requestId = '202611221607EarlierOrder01',
  }: { amount?: number; minutesAgo?: number; status?: KeptReceipt['payment']['status']; requestId?: string } = {},
): KeptReceipt {
  const date = new Date(NOW - minutesAgo * 60_000).toISOString();
  return {
    orderRows: [],
    payment: paymentOf({ requestId, amount, totalAmount: amount + 100, status, date }),
    keptAt: NOW - minutesAgo * 60_000,
    ...(again ? { again } : {}),
  };
}

describe('a second purchase of the same thing within minutes', () => {
  it('is found: the same meter and amount, paid or processing, within 10 minutes', () => {
    expect(earlierPurchase(order(), [kept(METER)], NOW)?.payment.requestId).toBe('202611221607EarlierOrder01');
    expect(earlierPurchase(order(), [kept(METER, { status: 'pending' })], NOW)).not.toBeNull();
    expect(
      earlierPurchase(order(), [kept(METER, { minutesAgo: SECOND_PURCHASE_MS / 60_000 - 0.01 })], NOW),
    ).not.toBeNull();
  });

  it('is not another amount, another recipient, another network, a failed or older payment, nor the order itself', () => {
    expect(earlierPurchase(order(), [kept(METER, { amount: 2000 })], NOW)).toBeNull();
    expect(earlierPurchase(order(), [kept({ ...METER, meterNo: '33333333333' })], NOW)).toBeNull();
    expect(earlierPurchase(order(), [kept(METER, { status: 'failed' })], NOW)).toBeNull();
    expect(earlierPurchase(order(), [kept(METER, { minutesAgo: 10 })], NOW)).toBeNull();
    expect(earlierPurchase(order(), [kept(undefined)], NOW)).toBeNull();
    expect(earlierPurchase(order(), [kept(METER, { requestId: '202611221610NewOrderId0001' })], NOW)).toBeNull();
    const mtn: Again = { service: 'airtime', phone: '08011111111', network: 'mtn', plan: '', amount: '2500' };
    expect(earlierPurchase(order(mtn), [kept(mtn)], NOW)).not.toBeNull();
    expect(earlierPurchase(order(mtn), [kept({ ...mtn, network: 'glo' })], NOW)).toBeNull();
    expect(earlierPurchase(order(mtn), [kept({ ...mtn, service: 'data' })], NOW)).toBeNull();
    const dstv: Again = { service: 'tv', tv: 'dstv', package: 'dstv-padi', account: '1212121212', contact: '' };
    expect(earlierPurchase(order(dstv), [kept({ ...dstv, tv: 'showmax' })], NOW)).toBeNull();
    expect(earlierPurchase(order(dstv), [kept(dstv)], NOW)).not.toBeNull();
  });

  it('reads the time the bills API gave, else when the device kept it', () => {
    const undated = {
      ...kept(METER, { minutesAgo: 20 }),
      payment: paymentOf({ amount: 2500, date: 'not a date' }),
      keptAt: NOW - 60_000,
    };
    expect(earlierPurchase(order(), [undated], NOW)).not.toBeNull();
  });
});

describe('who a purchase is for', () => {
  it('is a meter, a phone or a smartcard, as its receipt names them', () => {
    expect(recipientOf(METER)).toEqual({ kind: 'meter', number: '11111111111' });
    expect(recipientText({ service: 'data', phone: '08011111111', network: 'glo', plan: 'glo-500', amount: '' })).toBe(
      'phone 08011111111',
    );
    expect(
      recipientText({ service: 'tv', tv: 'showmax', package: 'showmax-full', account: '08011111111', contact: '' }),
    ).toBe('phone 08011111111');
    expect(recipientText({ service: 'tv', tv: 'dstv', package: 'dstv-padi', account: '1212121212', contact: '' })).toBe(
      'smartcard 1212121212',
    );
  });

  it('gave an email for electricity always, for TV when the contact is one, never for airtime and data', () => {
    expect(gaveEmail(METER)).toBe(true);
    expect(
      gaveEmail({ service: 'tv', tv: 'dstv', package: 'p', account: '1212121212', contact: 'ada@example.com' }),
    ).toBe(true);
    expect(gaveEmail({ service: 'tv', tv: 'dstv', package: 'p', account: '1212121212', contact: '08011111111' })).toBe(
      false,
    );
    expect(gaveEmail({ service: 'airtime', phone: '08011111111', network: 'mtn', plan: '', amount: '' })).toBe(false);
    expect(gaveEmail(undefined)).toBeNull();
  });
});
