// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetOutcome,
  openOutcomes,
  type OpenReceipt,
  orderOutcome,
  recordOutcome,
  successorOf,
  useHasOpenPayments,
  useOrderOutcome,
} from '@/features/paybills/payment/outcomes';
import { storageRefusingWindow } from '../support/browser';

/**
 * What every tab knows of each order's payment (localStorage): read back as written, never trusting what
 * storage holds, open payments kept until settled, settled ones for 90 days and at most 200.
 */
const STORAGE_KEY = 'helpa.paybills.orders';
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 2, 9);
const receipt: OpenReceipt = {
  orderRows: [['Phone number', '08011111111']],
  again: { service: 'airtime', phone: '08011111111', network: 'mtn', plan: '', amount: '200' },
  total: 200,
};
const stored = () =>
  JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, { status: string; at: number }>;

beforeEach(() => window.localStorage.clear());

describe("what storage holds of each order's payment", () => {
  it('reads nothing from empty, unreadable or foreign storage, and keeps only the entries that are outcomes', () => {
    expect(openOutcomes()).toEqual([]);
    for (const raw of ['not json', 'null', '7', '"text"']) {
      window.localStorage.setItem(STORAGE_KEY, raw);
      expect(orderOutcome('a'), raw).toBeNull();
    }
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        a: { requestId: 'a', status: 'delivered', reason: null, at: NOW },
        b: { requestId: 'b', status: 'stolen' },
        c: 'x',
      }),
    );
    expect(orderOutcome('a')).toEqual({ requestId: 'a', status: 'delivered', reason: null, at: NOW });
    expect(orderOutcome('b')).toBeNull();
    expect(orderOutcome('c')).toBeNull();
  });

  it('keeps open payments with their receipt whatever their age, settled ones for 90 days', () => {
    recordOutcome('open-old', { requestId: 'open-old', status: 'unknown', reason: null, receipt }, NOW - 400 * DAY);
    recordOutcome(
      'open-without-receipt',
      { requestId: 'open-without-receipt', status: 'pending', reason: null },
      NOW - 100 * DAY,
    );
    recordOutcome('settled-old', { requestId: 'settled-old', status: 'delivered', reason: null }, NOW - 90 * DAY);
    recordOutcome('settled-recent', { requestId: 'settled-recent', status: 'failed', reason: 'No' }, NOW - 89 * DAY);
    recordOutcome('now', { requestId: 'now', status: 'delivered', reason: null }, NOW);
    expect(Object.keys(stored()).sort()).toEqual(['now', 'open-old', 'settled-recent']);
    expect(openOutcomes().map(([id]) => id)).toEqual(['open-old']);
  });

  it('keeps the 200 newest settled outcomes, and every open one', () => {
    recordOutcome('open', { requestId: 'open', status: 'sending', reason: null, receipt }, NOW - 300_000);
    for (let i = 0; i < 202; i += 1)
      recordOutcome(`s${i}`, { requestId: `s${i}`, status: 'delivered', reason: null }, NOW - 300_000 + i);
    const kept = Object.keys(stored());
    expect(kept).toHaveLength(201);
    expect(kept).toContain('open');
    expect(kept).not.toContain('s0');
    expect(kept).not.toContain('s1');
    expect(kept).toContain('s2');
    expect(kept).toContain('s201');
  });

  it('forgets one order and no other', () => {
    recordOutcome('a', { requestId: 'a', status: 'delivered', reason: null }, NOW);
    recordOutcome('b', { requestId: 'b', status: 'delivered', reason: null }, NOW);
    forgetOutcome('a', NOW);
    expect(Object.keys(stored())).toEqual(['b']);
  });

  it('gives every tab the same successor for a repriced order, and none for another order', () => {
    recordOutcome('r', { requestId: 'r', status: 'repriced', reason: 'New price' }, NOW);
    expect(successorOf('r', 'first', NOW)).toBe('first');
    expect(successorOf('r', 'second', NOW)).toBe('first');
    expect(orderOutcome('r')?.next).toBe('first');
    expect(successorOf('unknown-order', 'fresh', NOW)).toBe('fresh');
  });
});

describe('the hooks', () => {
  it("follow this tab's writes and another tab's, as React state", () => {
    const open = renderHook(() => useHasOpenPayments());
    const initialProps: { id: string | null } = { id: 'a' };
    const outcome = renderHook(({ id }) => useOrderOutcome(id), { initialProps });
    expect(open.result.current).toBe(false);
    expect(outcome.result.current).toBeNull();
    act(() => recordOutcome('a', { requestId: 'a', status: 'pending', reason: null, receipt }));
    expect(open.result.current).toBe(true);
    expect(outcome.result.current).toMatchObject({ requestId: 'a', status: 'pending' });
    // Another tab settles it: the browser tells this one by a storage event.
    act(() => {
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ a: { requestId: 'a', status: 'delivered', reason: null, at: Date.now() } }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    });
    expect(open.result.current).toBe(false);
    expect(outcome.result.current).toMatchObject({ status: 'delivered' });
    outcome.rerender({ id: null });
    expect(outcome.result.current).toBeNull();
  });

  it('render nothing open and no outcome on the server, whatever the browser holds', () => {
    recordOutcome('a', { requestId: 'a', status: 'pending', reason: null, receipt });
    const Payments = () => `${String(useHasOpenPayments())} ${JSON.stringify(useOrderOutcome('a'))}`;
    expect(renderToString(createElement(Payments))).toBe('false null');
  });
});

it('reads and writes nothing where the browser refuses storage, and still tells this tab', () => {
  const refused = storageRefusingWindow();
  vi.stubGlobal('window', refused);
  try {
    const changes: Event[] = [];
    refused.addEventListener('web-store:helpa.paybills.orders', (event) => changes.push(event));
    expect(orderOutcome('a')).toBeNull();
    recordOutcome('a', { requestId: 'a', status: 'pending', reason: null, receipt }, NOW);
    expect(changes).toHaveLength(1);
    expect(openOutcomes()).toEqual([]);
  } finally {
    vi.unstubAllGlobals();
  }
});
