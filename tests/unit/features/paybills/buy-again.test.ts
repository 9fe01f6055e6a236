import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAgain } from '@/features/paybills/buy-again';
import { electricityReducer } from '@/features/paybills/services/electricity/electricity-reducer';
import { findKeptReceipt, keepReceipt } from '@/features/paybills/receipts/kept-receipts';
import { loadElectricityDraft } from '@/features/paybills/services/electricity/draft';
import { loadTopUpDraft } from '@/features/paybills/services/top-up/draft';
import { loadTvDraft } from '@/features/paybills/services/tv/draft';
import { initialTopUpState, topUpReducer, type TopUpEvent } from '@/features/paybills/services/top-up/top-up-reducer';
import { fakeWindow } from './support/browser';
import { paymentOf } from './support/payments';

const FIRST = '202611221600FirstOrderId01';
const AGAIN = '202611281000BuyAgainOrder1';

beforeEach(() => vi.stubGlobal('window', fakeWindow()));
afterEach(() => vi.unstubAllGlobals());

describe('Buy again', () => {
  it('starts a new airtime order from a kept receipt: same phone, network and amount, a fresh quote and a new id', () => {
    const form: TopUpEvent[] = [
      { type: 'phoneChanged', value: '0801 111 1111' },
      { type: 'networkChosen', network: 'mtn' },
      { type: 'amountChanged', value: '1,500' },
      { type: 'submitted', plans: null, requestId: FIRST },
    ];
    const paid = form.reduce(topUpReducer, initialTopUpState('airtime')).order;
    if (!paid) throw new Error('no order');
    keepReceipt(
      paid.receiptRows,
      paymentOf({
        requestId: FIRST,
        productName: 'MTN Airtime VTU',
        amount: 1500,
        convenienceFee: 0,
        totalAmount: 1500,
      }),
      { again: paid.again },
    );

    const again = findKeptReceipt(FIRST)?.again;
    expect(again).toEqual({ service: 'airtime', phone: '08011111111', network: 'mtn', plan: '', amount: '1,500' });
    if (!again) throw new Error('nothing to buy again');
    startAgain(again);
    const draft = loadTopUpDraft('airtime');
    expect(draft).toMatchObject({
      step: 'form',
      order: null,
      again: true,
      form: { phone: '08011111111', network: 'mtn', networkChosen: true, amount: '1,500' },
    });
    const summary = topUpReducer(draft, { type: 'stepRequested', step: 'summary', plans: null, requestId: AGAIN });
    expect(summary).toMatchObject({
      step: 'summary',
      again: false,
      order: { id: AGAIN, quote: { total: 1500 }, request: { account: '08011111111' } },
    });
  });

  it('starts electricity from the meter, verified again, with the amount but no email or phone (a receipt shows neither)', () => {
    startAgain({ service: 'electricity', meterNo: '11111111111', meterType: 'prepaid', amount: '2,000' });
    const draft = loadElectricityDraft();
    expect(draft).toMatchObject({
      step: 'meter',
      meterNo: '11111111111',
      details: null,
      order: null,
      again: true,
      form: { currentAmount: '2,000', customerEmail: '', customerPhone: '' },
    });
    expect(electricityReducer(draft, { type: 'meterCheckStarted' })).toMatchObject({ verifying: true, again: false });
  });

  it('starts TV with the same package, smartcard and contact', () => {
    startAgain({ service: 'tv', tv: 'dstv', package: 'dstv-padi', account: '1212121212', contact: 'ada@example.com' });
    expect(loadTvDraft()).toMatchObject({
      again: true,
      form: { service: 'dstv', package: 'dstv-padi', account: '1212121212', contact: 'ada@example.com' },
    });
  });
});
