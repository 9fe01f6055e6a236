// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepReceipt, useKeptReceipts } from '@/features/paybills/receipts/kept-receipts';
import { paymentOf } from '../support/payments';

/** Recent payments as a tab reads them (useKeptReceipts): what this tab keeps, and what another tab writes. */

const rows: Array<[string, string]> = [['Meter Number', '11111111111']];
const ids = (receipts: ReturnType<typeof useKeptReceipts>) => receipts.map((item) => item.payment.requestId);

beforeEach(() => window.localStorage.clear());

describe('the receipts a tab shows', () => {
  it('shows a receipt the moment this tab keeps it, and one another tab keeps, without a reload', () => {
    const { result } = renderHook(() => useKeptReceipts());
    expect(result.current).toEqual([]);
    act(() => keepReceipt(rows, paymentOf({ requestId: 'A' })));
    expect(ids(result.current)).toEqual(['A']);
    // Another tab writes the list, and the browser tells this one with a storage event.
    const written = [
      { orderRows: rows, payment: paymentOf({ requestId: 'B' }), keptAt: Date.now() },
      ...JSON.parse(window.localStorage.getItem('helpa.paybills.receipts') ?? '[]'),
    ];
    act(() => {
      window.localStorage.setItem('helpa.paybills.receipts', JSON.stringify(written));
      window.dispatchEvent(new StorageEvent('storage', { key: 'helpa.paybills.receipts' }));
    });
    expect(ids(result.current)).toEqual(['B', 'A']);
  });

  it("renders none on the server: the device's receipts are read in the browser", () => {
    keepReceipt(rows, paymentOf({ requestId: 'A' }));
    const Count = () => createElement('p', null, useKeptReceipts().length);
    expect(renderToString(createElement(Count))).toBe('<p>0</p>');
  });
});
