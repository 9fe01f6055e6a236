import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findKeptReceipt } from '@/features/paybills/receipts/kept-receipts';
import { confirmOrder, makeQuote, type Order } from '@/features/paybills/payment/order';
import {
  forgetOutcome,
  openOutcomes,
  openReceiptOf,
  orderOutcome,
  recordOutcome,
} from '@/features/paybills/payment/outcomes';
import { type PaymentApi, sendPayment } from '@/features/paybills/payment/send';
import {
  followHere,
  settleOpenPayments,
  UNFOLLOWED_AFTER_MS,
  UNSENT_AFTER_MS,
} from '@/features/paybills/payment/settle-open-payments';
import { settledAwayText } from '@/features/paybills/payment/settled-away-text';
import { PaymentLedger } from '@/lib/bills/sandbox/payments';
import { fakeWindow, type Network, sandboxApi } from '../support/browser';

const ID = '202611221600ClosedTabOrder1';
const METER = '11111111111';

function order(billersCode = METER): Order {
  return confirmOrder(
    {
      service: 'electricity',
      request: {
        serviceId: 'ikeja-electric',
        account: billersCode,
        type: 'prepaid',
        amount: 2500,
        phone: '08011111111',
        email: 'ada@example.com',
      },
      quote: makeQuote(2500, 100),
      summary: [],
      receiptRows: [['Meter Number', billersCode]],
      again: { service: 'electricity', meterNo: billersCode, meterType: 'prepaid', amount: '2,500' },
    },
    null,
    ID,
  );
}

let ledger: PaymentLedger;
let network: Network;
let api: PaymentApi;
let pays: number;
let now: number;

beforeEach(() => {
  vi.stubGlobal('window', fakeWindow());
  now = Date.parse('2026-11-22T15:00:00.000Z');
  vi.useFakeTimers({ toFake: ['Date'], now });
  ledger = new PaymentLedger();
  network = { online: true, answersLost: false };
  const sandbox = sandboxApi(ledger, network);
  pays = 0;
  api = {
    pay: (request) => {
      pays += 1;
      return sandbox.pay(request);
    },
    requery: sandbox.requery,
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The tab sent its payment and lost the answer, then was closed; `later` ms pass. */
async function closedAfterLostAnswer(later = UNFOLLOWED_AFTER_MS, paid = order()) {
  network.answersLost = true;
  await sendPayment(paid, api);
  network.answersLost = false;
  vi.setSystemTime((now += later));
}

/** The bills API, with `change` made (by another tab) while a requery is on its way. */
function changedWhileAsking(change: () => void): PaymentApi {
  return {
    ...api,
    requery: async (requestId) => {
      const answer = await api.requery(requestId);
      change();
      return answer;
    },
  };
}

describe('payments left open by a tab that is gone', () => {
  it('a later visit finds one that went through, keeps its receipt and token, and says so', async () => {
    await closedAfterLostAnswer();
    const [settled, ...more] = await settleOpenPayments(api);
    expect(more).toEqual([]);
    expect(settled).toMatchObject({
      reference: ID,
      outcome: 'delivered',
      payment: { status: 'delivered', totalAmount: 2600 },
    });
    if (!settled) throw new Error('nothing settled');
    expect(settledAwayText(settled)).toBe(
      'Your payment of N2,600.00 for meter 11111111111 went through while you were away.',
    );
    expect(findKeptReceipt(ID)).toMatchObject({
      orderRows: [['Meter Number', METER]],
      payment: { token: expect.stringMatching(/^\d{20}$/) as unknown },
      again: { service: 'electricity' },
    });
    expect(orderOutcome(ID)).toMatchObject({ status: 'delivered' });
    expect(openOutcomes()).toEqual([]);
    // Told once: the next visit has nothing to say.
    expect(await settleOpenPayments(api)).toEqual([]);
    expect(pays).toBe(1);
  });

  it('says a payment that failed was not charged', async () => {
    await closedAfterLostAnswer(UNFOLLOWED_AFTER_MS, order('22222222223'));
    const settled = await settleOpenPayments(api);
    expect(settled).toMatchObject([{ outcome: 'failed' }]);
    expect(settledAwayText(settled[0]!)).toBe(
      'Your payment of N2,600.00 for meter 22222222223 did not go through while you were away: you were not charged.',
    );
    expect(orderOutcome(ID)).toMatchObject({ status: 'failed' });
  });

  it('never sends one the bills API never received, and lets it go once it never will be', async () => {
    network.online = false;
    await sendPayment(order(), api);
    network.online = true;
    vi.setSystemTime((now += UNFOLLOWED_AFTER_MS));
    expect(await settleOpenPayments(api)).toEqual([]);
    expect(openOutcomes()).toHaveLength(1);
    vi.setSystemTime((now += UNSENT_AFTER_MS));
    const settled = await settleOpenPayments(api);
    expect(settled).toMatchObject([{ reference: ID, outcome: 'unsent', payment: null }]);
    expect(settledAwayText(settled[0]!)).toBe(
      'Your payment of N2,600.00 for meter 11111111111 never reached the bills service, so nothing was charged. You can pay it again.',
    );
    expect(orderOutcome(ID)).toBeNull();
    expect(pays).toBe(1);
    expect((await ledger.requery(ID)).status).toBe(404);
  });

  it('keeps one open while the bills API cannot be reached, or the payment is still processing', async () => {
    await closedAfterLostAnswer(UNFOLLOWED_AFTER_MS, order('11111000000'));
    network.online = false;
    expect(await settleOpenPayments(api)).toEqual([]);
    network.online = true;
    // The sandbox delivers a processing payment on its second requery.
    expect(await settleOpenPayments(api)).toEqual([]);
    expect(openOutcomes().map(([, outcome]) => outcome.status)).toEqual(['pending']);
    vi.setSystemTime((now += UNFOLLOWED_AFTER_MS));
    expect(await settleOpenPayments(api)).toMatchObject([{ outcome: 'delivered' }]);
  });

  it('leaves alone a payment a tab still follows: this one, or another that wrote of it lately', async () => {
    await closedAfterLostAnswer(UNFOLLOWED_AFTER_MS - 1);
    expect(await settleOpenPayments(api)).toEqual([]);
    vi.setSystemTime((now += 1));
    const stop = followHere(ID);
    const again = followHere(ID);
    stop();
    expect(await settleOpenPayments(api)).toEqual([]);
    again();
    expect(await settleOpenPayments(api)).toHaveLength(1);
  });

  it('does not report a payment another tab settled meanwhile', async () => {
    await closedAfterLostAnswer();
    expect(
      await settleOpenPayments(
        changedWhileAsking(() => recordOutcome(ID, { requestId: ID, status: 'delivered', reason: null })),
      ),
    ).toEqual([]);
  });

  it('does not report a payment another tab tried again, or asked of again, meanwhile', async () => {
    await closedAfterLostAnswer();
    const before = orderOutcome(ID)!;
    // Another attempt under a new request id, in the same state and the same millisecond.
    expect(
      await settleOpenPayments(
        changedWhileAsking(() => recordOutcome(ID, { ...before, requestId: '202611221700AnotherAttempt1' }, before.at)),
      ),
    ).toEqual([]);
    expect(orderOutcome(ID)).toMatchObject({ requestId: '202611221700AnotherAttempt1', status: before.status });
    // The same attempt, written again by a tab that lost its answer again.
    recordOutcome(ID, before, before.at);
    expect(await settleOpenPayments(changedWhileAsking(() => recordOutcome(ID, before, before.at + 1)))).toEqual([]);
    expect(orderOutcome(ID)).toMatchObject({ status: before.status, at: before.at + 1 });
  });

  it('does not report a payment another tab answered, or forgot, in the same millisecond', async () => {
    await closedAfterLostAnswer();
    const before = orderOutcome(ID)!;
    expect(
      await settleOpenPayments(
        changedWhileAsking(() => recordOutcome(ID, { ...before, status: 'pending' }, before.at)),
      ),
    ).toEqual([]);
    expect(orderOutcome(ID)).toMatchObject({ status: 'pending', at: before.at });
    recordOutcome(ID, before, before.at);
    expect(await settleOpenPayments(changedWhileAsking(() => forgetOutcome(ID)))).toEqual([]);
    expect(orderOutcome(ID)).toBeNull();
  });

  it('never takes an unreachable bills API for a payment it never received, however long ago it was sent', async () => {
    await closedAfterLostAnswer(UNFOLLOWED_AFTER_MS + UNSENT_AFTER_MS);
    network.online = false;
    expect(await settleOpenPayments(api)).toEqual([]);
    expect(openOutcomes()).toHaveLength(1);
  });

  it('lets an unsent payment go exactly when it has waited long enough, not a moment before', async () => {
    network.online = false;
    await sendPayment(order(), api);
    network.online = true;
    const sentAt = orderOutcome(ID)!.at;
    expect(await settleOpenPayments(api, sentAt + UNSENT_AFTER_MS - 1)).toEqual([]);
    expect(await settleOpenPayments(api, sentAt + UNSENT_AFTER_MS)).toMatchObject([{ outcome: 'unsent' }]);
  });

  it('names the recipient of each service in its sentence', () => {
    const phone = {
      ...openReceiptOf(order()),
      again: { service: 'airtime' as const, phone: '08011111111', network: 'mtn' as const, plan: '', amount: '500' },
      total: 500,
    };
    const dstv = {
      ...phone,
      again: {
        service: 'tv' as const,
        tv: 'dstv' as const,
        package: 'dstv-padi',
        account: '1212121212',
        contact: 'ada@example.com',
      },
    };
    expect(settledAwayText({ reference: ID, outcome: 'unsent', receipt: phone, payment: null })).toContain(
      'N500.00 for phone 08011111111',
    );
    expect(settledAwayText({ reference: ID, outcome: 'unsent', receipt: dstv, payment: null })).toContain(
      'for smartcard 1212121212',
    );
  });
});
