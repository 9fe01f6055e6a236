import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/paybills/api';
import { paymentOf } from './support/payments';
import { forgetReceipt, KEEP_DAYS, keepReceipt, keptReceipts, MAX_KEPT } from '@/features/paybills/kept-receipts';

const DAY_MS = 86_400_000;
const rows: Array<[string, string]> = [['Meter Number', '11111111111']];

function payment(requestId: string, status: Payment['status'] = 'delivered'): Payment {
  return paymentOf({
    requestId,
    status,
    transactionId: `T${requestId}`,
    token: status === 'delivered' ? '12345678901234567890' : null,
    customerName: 'Adaeze Okafor',
    meterNumber: '11111111111',
    date: '2026-11-25T09:30:00.000Z',
  });
}

/** The browser's localStorage and events, as this module uses them. */
function fakeWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return Object.assign(new EventTarget(), { localStorage });
}

describe('receipts kept on this device', () => {
  beforeEach(() => vi.stubGlobal('window', fakeWindow()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a delivered payment with what its receipt shows, newest first', () => {
    keepReceipt(rows, payment('A'), { now: 1_000 });
    keepReceipt(rows, payment('B'), { now: 2_000 });
    expect(keptReceipts(2_000).map((item) => item.payment.requestId)).toEqual(['B', 'A']);
    expect(keptReceipts(2_000)[1]).toEqual({ orderRows: rows, payment: payment('A'), keptAt: 1_000 });
  });

  it('updates a pending payment in its place once it is delivered, with its token', () => {
    keepReceipt(rows, payment('A', 'pending'), { now: 1_000 });
    keepReceipt(rows, payment('B'), { now: 2_000 });
    keepReceipt(rows, payment('A'), { now: 3_000 });
    const kept = keptReceipts(3_000);
    expect(kept.map((item) => [item.payment.requestId, item.payment.token])).toEqual([
      ['B', '12345678901234567890'],
      ['A', '12345678901234567890'],
    ]);
  });

  it('does not keep a failed payment, and drops a pending one that failed', () => {
    keepReceipt(rows, payment('A', 'failed'), { now: 1_000 });
    expect(keptReceipts(1_000)).toEqual([]);
    keepReceipt(rows, payment('B', 'pending'), { now: 1_000 });
    keepReceipt(rows, payment('B', 'failed'), { now: 2_000 });
    expect(keptReceipts(2_000)).toEqual([]);
  });

  it(`keeps at most ${MAX_KEPT}, and none older than ${KEEP_DAYS} days`, () => {
    for (let index = 0; index < MAX_KEPT + 2; index += 1) keepReceipt(rows, payment(`P${index}`), { now: index });
    expect(keptReceipts(10)).toHaveLength(MAX_KEPT);
    expect(keptReceipts(10)[0]?.payment.requestId).toBe(`P${MAX_KEPT + 1}`);
    expect(keptReceipts(KEEP_DAYS * DAY_MS + 3)).toHaveLength(MAX_KEPT - 2);
  });

  it('removes one on request', () => {
    keepReceipt(rows, payment('A'), { now: 1_000 });
    keepReceipt(rows, payment('B'), { now: 2_000 });
    forgetReceipt('A', 2_000);
    expect(keptReceipts(2_000).map((item) => item.payment.requestId)).toEqual(['B']);
  });

  it('reads storage it cannot trust as empty, or skips the entries that break the shape', () => {
    window.localStorage.setItem('helpa.paybills.receipts', '{not json');
    expect(keptReceipts(0)).toEqual([]);
    window.localStorage.setItem('helpa.paybills.receipts', JSON.stringify([{ orderRows: rows, payment: payment('A'), keptAt: 5 }, { payment: 'x' }]));
    expect(keptReceipts(5).map((item) => item.payment.requestId)).toEqual(['A']);
  });
});
