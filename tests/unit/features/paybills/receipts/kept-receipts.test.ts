import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/paybills/api';
import { storageRefusingWindow } from '../support/browser';
import { paymentOf } from '../support/payments';
import {
  findKeptReceipt,
  forgetReceipt,
  KEEP_DAYS,
  keepReceipt,
  keptReceipts,
  MAX_WITHOUT_TOKEN,
  restoreReceipt,
} from '@/features/paybills/receipts/kept-receipts';

const DAY_MS = 86_400_000;
const rows: Array<[string, string]> = [['Meter Number', '11111111111']];

function payment(
  requestId: string,
  status: Payment['status'] = 'delivered',
  token: string | null = status === 'delivered' ? '12345678901234567890' : null,
): Payment {
  return paymentOf({
    requestId,
    status,
    transactionId: `T${requestId}`,
    token,
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

  it('does not keep a failed payment, and drops a pending one that failed, only that one', () => {
    keepReceipt(rows, payment('A', 'failed'), { now: 1_000 });
    expect(keptReceipts(1_000)).toEqual([]);
    keepReceipt(rows, payment('C'), { now: 500 });
    keepReceipt(rows, payment('B', 'pending'), { now: 1_000 });
    keepReceipt(rows, payment('B', 'failed'), { now: 2_000 });
    expect(keptReceipts(2_000).map((item) => item.payment.requestId)).toEqual(['C']);
  });

  it('finds a receipt by its reference', () => {
    keepReceipt(rows, payment('A'), { now: 1_000 });
    keepReceipt(rows, payment('B'), { now: 2_000 });
    expect(findKeptReceipt('A', 2_000)?.payment.requestId).toBe('A');
    expect(findKeptReceipt('C', 2_000)).toBeUndefined();
  });

  it(`keeps every receipt with a token for ${KEEP_DAYS} days, however many payments follow, and none longer`, () => {
    keepReceipt(rows, payment('TOKEN'), { now: 0 });
    for (let index = 0; index < MAX_WITHOUT_TOKEN * 3; index += 1)
      keepReceipt(rows, payment(`AIRTIME${index}`, 'delivered', null), { now: index + 1 });
    const kept = keptReceipts(100);
    expect(kept.at(-1)?.payment.requestId).toBe('TOKEN');
    expect(kept.filter((item) => !item.payment.token)).toHaveLength(MAX_WITHOUT_TOKEN);
    expect(kept[0]?.payment.requestId).toBe(`AIRTIME${MAX_WITHOUT_TOKEN * 3 - 1}`);
    expect(keptReceipts(KEEP_DAYS * DAY_MS - 1).map((item) => item.payment.requestId)).toContain('TOKEN');
    expect(keptReceipts(KEEP_DAYS * DAY_MS).map((item) => item.payment.requestId)).not.toContain('TOKEN');
  });

  it(`drops receipts without a token first, past the latest ${MAX_WITHOUT_TOKEN}`, () => {
    for (let index = 0; index < MAX_WITHOUT_TOKEN + 1; index += 1)
      keepReceipt(rows, payment(`P${index}`, 'delivered', null), { now: index });
    for (let index = 0; index < 5; index += 1) keepReceipt(rows, payment(`T${index}`), { now: 100 + index });
    const kept = keptReceipts(200).map((item) => item.payment.requestId);
    expect(kept).toHaveLength(MAX_WITHOUT_TOKEN + 5);
    expect(kept).not.toContain('P0');
    expect(kept.slice(0, 5)).toEqual(['T4', 'T3', 'T2', 'T1', 'T0']);
  });

  it('removes one on request, and puts it back where it was on Undo', () => {
    keepReceipt(rows, payment('A'), { now: 1_000 });
    keepReceipt(rows, payment('B'), { now: 2_000 });
    keepReceipt(rows, payment('C'), { now: 3_000 });
    const removed = keptReceipts(3_000)[1];
    forgetReceipt('B', 3_000);
    expect(keptReceipts(3_000).map((item) => item.payment.requestId)).toEqual(['C', 'A']);
    if (!removed) throw new Error('no receipt B');
    restoreReceipt(removed, 3_000);
    expect(keptReceipts(3_000).map((item) => item.payment.requestId)).toEqual(['C', 'B', 'A']);
    restoreReceipt(removed, 3_000);
    expect(keptReceipts(3_000)).toHaveLength(3);
    forgetReceipt('A', 3_000);
    const oldest = { orderRows: rows, payment: payment('A'), keptAt: 1_000 };
    restoreReceipt(oldest, 3_000);
    expect(keptReceipts(3_000).map((item) => item.payment.requestId)).toEqual(['C', 'B', 'A']);
    const newest = keptReceipts(3_000)[0]!;
    forgetReceipt('C', 3_000);
    restoreReceipt(newest, 3_000);
    expect(keptReceipts(3_000).map((item) => item.payment.requestId)).toEqual(['C', 'B', 'A']);
  });

  it('reads storage the browser refuses (private mode) as empty, and still shows what is kept while it cannot write', () => {
    vi.stubGlobal('window', storageRefusingWindow());
    expect(keptReceipts(0)).toEqual([]);
    expect(() => keepReceipt(rows, payment('A'), { now: 0 })).not.toThrow();
  });

  it('reads storage it cannot trust as empty, or skips the entries that break the shape', () => {
    window.localStorage.setItem('helpa.paybills.receipts', '{not json');
    expect(keptReceipts(0)).toEqual([]);
    window.localStorage.setItem(
      'helpa.paybills.receipts',
      JSON.stringify([{ orderRows: rows, payment: payment('A'), keptAt: 5 }, { payment: 'x' }]),
    );
    expect(keptReceipts(5).map((item) => item.payment.requestId)).toEqual(['A']);
  });
});
