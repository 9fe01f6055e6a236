import { describe, expect, it } from 'vitest';
import type { Payment } from '@/features/paybills/api';
import { type Attempt, formatLagosDate, groupToken, initialPaymentState, paymentReducer, type PaymentEvent, type PaymentState, requeryDelay } from '@/features/paybills/payment-flow';
import { receiptRows } from '@/features/paybills/receipt';

const attempt: Attempt = {
  requestId: '202611221600abcdefABCDEF',
  order: { request: { serviceID: 'ikeja-electric', billersCode: '11111111111', type: 'prepaid', amount: 2000, phone: '08031234567', email: 'a@b.co' }, rows: [['Account name', 'Adaeze Okafor']] },
};
const payment = (status: Payment['status'], extra: Partial<Payment> = {}): Payment => ({
  requestId: attempt.requestId,
  transactionId: '17000000000001',
  status,
  productName: 'Ikeja Electric',
  amount: 2000,
  convenienceFee: 100,
  totalAmount: 2100,
  token: null,
  units: null,
  customerName: null,
  meterNumber: null,
  reason: null,
  date: '2026-11-22T15:00:00.000Z',
  ...extra,
});
const run = (events: PaymentEvent[], from: PaymentState = initialPaymentState) => events.reduce(paymentReducer, from);

describe('the shared payment path', () => {
  it('pays, then shows what the service answered', () => {
    const paying = run([{ type: 'payStarted', attempt }]);
    expect(paying).toMatchObject({ phase: 'paying', attempt });
    expect(run([{ type: 'answered', payment: payment('delivered') }], paying).phase).toBe('delivered');
    expect(run([{ type: 'answered', payment: payment('pending') }], paying).phase).toBe('pending');
    expect(run([{ type: 'answered', payment: payment('failed', { reason: 'No' }) }], paying).phase).toBe('failed');
  });

  it('treats a lost answer as status unknown, keeping the attempt and its request id', () => {
    const state = run([
      { type: 'payStarted', attempt },
      { type: 'lost', message: 'offline' },
    ]);
    expect(state).toMatchObject({ phase: 'unknown', attempt, error: 'offline' });
  });

  it('returns to the form with the message when the service refuses (nothing charged)', () => {
    expect(
      run([
        { type: 'payStarted', attempt },
        { type: 'refused', message: 'amount: the minimum is 500 Naira' },
      ]),
    ).toEqual({ ...initialPaymentState, error: 'amount: the minimum is 500 Naira' });
  });

  it('resumes a stored attempt as unknown, counts requeries and ignores answers for another attempt', () => {
    const resumed = run([{ type: 'resumed', attempt }, { type: 'checkStarted' }]);
    expect(resumed).toMatchObject({ phase: 'unknown', checks: 1, checking: true });
    expect(run([{ type: 'answered', payment: payment('delivered', { requestId: 'other' }) }], resumed).phase).toBe('unknown');
    expect(run([{ type: 'answered', payment: payment('pending') }], resumed)).toMatchObject({ phase: 'pending', checking: false });
    expect(run([{ type: 'reset' }], resumed)).toEqual(initialPaymentState);
  });

  it('backs off between requeries, up to 20 s', () => {
    expect([0, 1, 2, 3, 10].map(requeryDelay)).toEqual([1500, 3000, 6000, 12000, 20000]);
  });

  it('groups a token in fours and dates the receipt in Lagos time', () => {
    expect(groupToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
    expect(formatLagosDate('2026-11-22T23:30:00.000Z')).toBe('23 Nov 2026, 00:30 WAT');
  });

  it('builds the receipt rows, the token first and none for postpaid', () => {
    const rows = receiptRows(attempt.order.rows, payment('delivered', { token: '12345678901234567890', units: '32.0 kWh' }));
    expect(rows.slice(0, 3)).toEqual([
      ['Token', '1234 5678 9012 3456 7890'],
      ['Units', '32.0 kWh'],
      ['Account name', 'Adaeze Okafor'],
    ]);
    expect(Object.fromEntries(rows)).toMatchObject({ Amount: 'N2,000.00', 'Convenience fee': 'N100.00', Total: 'N2,100.00', Reference: attempt.requestId, 'Transaction ID': '17000000000001' });
    expect(receiptRows(attempt.order.rows, payment('delivered')).some(([label]) => label === 'Token')).toBe(false);
  });
});
