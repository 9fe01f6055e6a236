import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findKeptReceipt } from '@/features/paybills/receipts/kept-receipts';
import { confirmOrder, makeQuote, type Order } from '@/features/paybills/payment/order';
import {
  openOutcomes,
  openReceiptOf,
  orderOutcome,
  recordAnswer,
  recordOutcome,
  successorOf,
} from '@/features/paybills/payment/outcomes';
import {
  attemptOf,
  checkPayment,
  isFrozen,
  type PaymentApi,
  type PaymentPhase,
  paymentPhase,
  requeryDelay,
  retryPayment,
  sendPayment,
} from '@/features/paybills/payment/send';
import { formatLagosDate, groupToken } from '@/features/paybills/format';
import { receiptRows, shareText } from '@/features/paybills/receipts/receipt';
import { BillsApiError } from '@/lib/bills/browser/client';
import { BILLS_FAILURE_MESSAGES } from '@/lib/bills/messages';
import { PaymentLedger } from '@/lib/bills/sandbox/payments';
import { fakeWindow, type Network, sandboxApi } from '../support/browser';
import { paymentOf } from '../support/payments';

const ID = '202611221600FirstOrderId01';
const RETRY_ID = '202611221605TryAgainId001';

function order(billersCode = '08011111111', fee = 0): Order {
  const quote = makeQuote(200, fee);
  return confirmOrder(
    {
      service: 'airtime',
      request: { serviceId: 'mtn', account: billersCode, amount: 200, phone: billersCode, email: '' },
      quote,
      summary: [],
      receiptRows: [['Phone number', billersCode]],
      again: { service: 'airtime', phone: billersCode, network: 'mtn', plan: '', amount: '200' },
    },
    null,
    ID,
  );
}

let ledger: PaymentLedger;
let network: Network;
let api: PaymentApi;
/** The Pay calls that reached the sandbox. */
let sent: Array<{ requestId: string; expectedTotal?: number }>;

beforeEach(() => {
  vi.stubGlobal('window', fakeWindow());
  ledger = new PaymentLedger();
  network = { online: true, answersLost: false };
  const sandbox = sandboxApi(ledger, network);
  sent = [];
  api = {
    pay: (request) => {
      if (network.online) sent.push(request);
      return sandbox.pay(request);
    },
    requery: sandbox.requery,
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('paying an order', () => {
  it('sends it under its own id with the total the payer was shown, and keeps its receipt', async () => {
    const settled = await sendPayment(order(), api);
    expect(settled).toMatchObject({
      kind: 'answered',
      payment: { requestId: ID, status: 'delivered', totalAmount: 200 },
    });
    expect(sent).toEqual([expect.objectContaining({ requestId: ID, expectedTotal: 200 })]);
    expect(orderOutcome(ID)).toMatchObject({ requestId: ID, status: 'delivered' });
    expect(findKeptReceipt(ID)).toMatchObject({
      orderRows: [['Phone number', '08011111111']],
      again: { service: 'airtime', phone: '08011111111', network: 'mtn' },
    });
  });

  it('is not sent again once any tab has its answer', async () => {
    await sendPayment(order(), api);
    expect(await sendPayment(order(), api)).toEqual({ kind: 'settled' });
    expect(sent).toHaveLength(1);
  });

  it('refuses, charging nothing, a total that is no longer the price, and keeps the refusal for every tab', async () => {
    const stale = order('08011111111', 50);
    expect(await sendPayment(stale, api)).toMatchObject({
      kind: 'refused',
      priceChanged: true,
      message: expect.stringContaining('the total is now N200.00') as unknown,
    });
    expect(orderOutcome(ID)).toMatchObject({
      requestId: ID,
      status: 'repriced',
      reason: expect.stringContaining('the total is now N200.00') as unknown,
    });
    expect(paymentPhase(orderOutcome(ID), false)).toBe('repriced');
    expect(await ledger.requery(ID)).toMatchObject({ status: 404 });
    // No tab sends the stale order again.
    expect(await sendPayment(stale, api)).toEqual({ kind: 'settled' });
    expect(sent).toHaveLength(1);
  });

  it('after a lost answer, finds the payment by requery instead of paying again', async () => {
    network.answersLost = true;
    expect(await sendPayment(order(), api)).toMatchObject({ kind: 'lost' });
    expect(orderOutcome(ID)).toMatchObject({ status: 'unknown' });
    expect(paymentPhase(orderOutcome(ID), false)).toBe('unknown');
    network.answersLost = false;
    expect(await checkPayment(order(), api)).toMatchObject({
      kind: 'answered',
      payment: { requestId: ID, status: 'delivered' },
    });
    expect(sent).toHaveLength(1);
  });

  it('keeps a payment unknown, sending nothing, while its check gets no answer either', async () => {
    network.answersLost = true;
    await sendPayment(order(), api);
    expect(await checkPayment(order(), api)).toEqual({ kind: 'lost', message: BILLS_FAILURE_MESSAGES.unreachable });
    expect(orderOutcome(ID)).toMatchObject({ requestId: ID, status: 'unknown', receipt: { total: 200 } });
    expect(sent).toHaveLength(1);
  });

  it('sends again, under the same id, a payment that never reached the service', async () => {
    network.online = false;
    expect(await sendPayment(order(), api)).toMatchObject({ kind: 'lost' });
    network.online = true;
    expect(await checkPayment(order(), api)).toMatchObject({ kind: 'answered', payment: { requestId: ID } });
    expect(sent.map((request) => request.requestId)).toEqual([ID]);
  });

  it('tries again after a definite failure under a new id, once, whichever tab asks second', async () => {
    const failing = order('08031234567');
    expect(await sendPayment(failing, api)).toMatchObject({
      kind: 'answered',
      payment: { status: 'failed', reason: expect.stringContaining('not been charged') as unknown },
    });
    expect(paymentPhase(orderOutcome(ID), false)).toBe('failed');
    expect(orderOutcome(ID)?.reason).toContain('not been charged');
    await retryPayment(failing, api, ID, RETRY_ID);
    expect(await retryPayment(failing, api, ID, '202611221606AnotherRetry1')).toMatchObject({ kind: 'settled' });
    expect(sent.map((request) => request.requestId)).toEqual([ID, RETRY_ID]);
    expect(orderOutcome(ID)).toMatchObject({ requestId: RETRY_ID, status: 'failed' });
  });

  it('never lets a late refusal or lost answer undo an answer another tab already has', async () => {
    const slow: PaymentApi = { pay: () => Promise.reject(new Error('socket hang up')), requery: api.requery };
    const racing = sendPayment(order(), slow);
    await sendPayment(order(), api);
    await racing;
    expect(orderOutcome(ID)).toMatchObject({ status: 'delivered' });
  });

  it('shows Make Payment only while nothing is known, and checks on a send this tab did not make', () => {
    expect(paymentPhase(null, false)).toBe('ready');
    expect(paymentPhase(null, true)).toBe('paying');
    expect(paymentPhase({ requestId: ID, status: 'sending', reason: null, at: 0 }, false)).toBe('unknown');
    expect(paymentPhase({ requestId: ID, status: 'sending', reason: null, at: 0 }, true)).toBe('paying');
    expect(paymentPhase({ requestId: ID, status: 'delivered', reason: null, at: 0 }, true)).toBe('delivered');
    expect(paymentPhase(null, false, true)).toBe('waiting');
    expect(paymentPhase({ requestId: ID, status: 'unknown', reason: null, at: 0 }, false, true)).toBe('waiting');
  });

  it('freezes an order while its payment is on its way, waiting for the connection, unknown or processing, and only then', () => {
    const phases: PaymentPhase[] = [
      'ready',
      'paying',
      'waiting',
      'unknown',
      'pending',
      'delivered',
      'failed',
      'repriced',
    ];
    expect(phases.filter(isFrozen)).toEqual(['paying', 'waiting', 'unknown', 'pending']);
  });

  it('keeps what the receipt needs with a payment whose answer is lost, and lets go of it once it is answered', async () => {
    network.answersLost = true;
    await sendPayment(order(), api);
    expect(openOutcomes()).toEqual([
      [
        ID,
        expect.objectContaining({
          status: 'unknown',
          receipt: { orderRows: [['Phone number', '08011111111']], again: order().again, total: 200 },
        }),
      ],
    ]);
    network.answersLost = false;
    await checkPayment(order(), api);
    expect(openOutcomes()).toEqual([]);
    expect(orderOutcome(ID)?.receipt).toBeUndefined();
  });

  it('keeps a processing payment open until it is delivered', async () => {
    const pending = order('08030000000');
    expect(await sendPayment(pending, api)).toMatchObject({ kind: 'answered', payment: { status: 'pending' } });
    expect(openOutcomes().map(([id, outcome]) => [id, outcome.status])).toEqual([[ID, 'pending']]);
    expect(await checkPayment(pending, api)).toMatchObject({ payment: { status: 'pending' } });
    expect(await checkPayment(pending, api)).toMatchObject({ payment: { status: 'delivered' } });
    expect(openOutcomes()).toEqual([]);
    expect(findKeptReceipt(ID)?.payment.status).toBe('delivered');
  });

  it('forgets an attempt refused for another reason than the price, so the order can be sent once it is right', async () => {
    const refusing: PaymentApi = {
      pay: () => Promise.reject(new BillsApiError('amount: the minimum is 50 Naira', 400, 'amount_too_low')),
      requery: api.requery,
    };
    expect(await sendPayment(order(), refusing)).toEqual({
      kind: 'refused',
      message: 'amount: the minimum is 50 Naira',
      priceChanged: false,
    });
    expect(orderOutcome(ID)).toBeNull();
  });
});

describe('what every tab is told of an attempt', () => {
  it('tells every tab the payment is being sent, with what its receipt needs, while it is on its way', async () => {
    let seen: unknown = null;
    const watching: PaymentApi = {
      ...api,
      pay: (request) => {
        seen = orderOutcome(ID);
        return api.pay(request);
      },
    };
    await sendPayment(order(), watching);
    expect(seen).toMatchObject({ requestId: ID, status: 'sending', reason: null, receipt: openReceiptOf(order()) });
  });

  it('takes an error of the bills API itself (5xx) for a lost answer, never for a refusal: the payment may have gone through', async () => {
    for (const status of [500, 502, 503]) {
      window.localStorage.clear();
      const failing: PaymentApi = {
        ...api,
        pay: () => Promise.reject(new BillsApiError('Upstream trouble', status, 'upstream')),
      };
      expect(await sendPayment(order(), failing), String(status)).toMatchObject({ kind: 'lost' });
      expect(orderOutcome(ID), String(status)).toMatchObject({ requestId: ID, status: 'unknown' });
    }
  });

  it('keeps, for the payer to quote to support, the id of the request whose answer failed the payment or left it unknown, and none of a lost one', async () => {
    const reference = '6f1c0a3e9b8d4c2aa1b2c3d4e5f60718';
    const erring: PaymentApi = {
      ...api,
      pay: () => Promise.reject(new BillsApiError('Upstream trouble', 502, 'upstream_error', reference)),
    };
    await sendPayment(order(), erring);
    expect(orderOutcome(ID)).toMatchObject({ status: 'unknown', supportReference: reference });

    window.localStorage.clear();
    await sendPayment(order(), {
      ...api,
      pay: () => Promise.reject(new BillsApiError(BILLS_FAILURE_MESSAGES.unreachable, 0, 'network')),
    });
    expect(orderOutcome(ID)).toMatchObject({ status: 'unknown' });
    expect(orderOutcome(ID)).not.toHaveProperty('supportReference');

    window.localStorage.clear();
    const failing: PaymentApi = {
      ...api,
      pay: async (request) => ({ ...(await api.pay(request)), supportReference: reference }),
    };
    await sendPayment(order('08031234567'), failing);
    expect(orderOutcome(ID)).toMatchObject({ status: 'failed', supportReference: reference });

    // A delivered payment needs none: neither its outcome nor its kept receipt holds one.
    window.localStorage.clear();
    const fresh = sandboxApi(new PaymentLedger(), network);
    await sendPayment(order(), {
      ...fresh,
      pay: async (request) => ({ ...(await fresh.pay(request)), supportReference: reference }),
    });
    expect(orderOutcome(ID)).toMatchObject({ status: 'delivered' });
    expect(orderOutcome(ID)).not.toHaveProperty('supportReference');
    expect(findKeptReceipt(ID)?.payment).not.toHaveProperty('supportReference');
  });

  it('lets no answer of an earlier attempt overwrite the attempt that took over', () => {
    recordOutcome(ID, { requestId: RETRY_ID, status: 'sending', reason: null, receipt: openReceiptOf(order()) });
    recordAnswer(ID, openReceiptOf(order()), paymentOf({ requestId: ID, status: 'delivered' }));
    expect(orderOutcome(ID)).toMatchObject({ requestId: RETRY_ID, status: 'sending' });
    expect(attemptOf(order())).toBe(RETRY_ID);
  });

  it('keeps a definite answer through a refusal or a lost check, and takes a later definite one', async () => {
    const refusedAfterAnotherTabPaid: PaymentApi = {
      ...api,
      pay: () => {
        recordOutcome(ID, { requestId: ID, status: 'delivered', reason: null });
        return Promise.reject(new BillsApiError('amount: the minimum is 50 Naira', 400, 'amount_too_low'));
      },
    };
    await sendPayment(order(), refusedAfterAnotherTabPaid);
    expect(orderOutcome(ID)).toMatchObject({ status: 'delivered' });
    const unreachable: PaymentApi = { ...api, requery: () => Promise.reject(new Error('offline')) };
    expect(await checkPayment(order(), unreachable)).toMatchObject({ kind: 'lost' });
    expect(orderOutcome(ID)).toMatchObject({ status: 'delivered' });
    recordOutcome(ID, { requestId: ID, status: 'pending', reason: null, receipt: openReceiptOf(order()) });
    recordAnswer(ID, openReceiptOf(order()), paymentOf({ requestId: ID, status: 'delivered' }));
    expect(orderOutcome(ID)).toMatchObject({ status: 'delivered' });
  });

  it('tries nothing again unless the attempt named is the one that failed', async () => {
    expect(attemptOf(order())).toBe(ID);
    expect(await retryPayment(order(), api, ID, RETRY_ID)).toEqual({ kind: 'settled' });
    recordOutcome(ID, { requestId: ID, status: 'delivered', reason: null });
    expect(await retryPayment(order(), api, ID, RETRY_ID)).toEqual({ kind: 'settled' });
    expect(sent).toEqual([]);
  });
});

describe('a new quote after a changed price', () => {
  it('is one new request id for every tab that holds the order, and the new order is paid once', async () => {
    const stale = order('08011111111', 50);
    await sendPayment(stale, api);
    // Two tabs ask for the new total, each with an id of its own in hand: both go on with the first.
    const first = successorOf(ID, RETRY_ID);
    const second = successorOf(ID, '202611221607SecondTabId01');
    expect([first, second]).toEqual([RETRY_ID, RETRY_ID]);
    expect(orderOutcome(ID)).toMatchObject({ status: 'repriced', next: RETRY_ID });
    const renewed = confirmOrder({ ...stale, quote: makeQuote(200, 0) }, null, first);
    await Promise.all([sendPayment(renewed, api), sendPayment(renewed, api)]);
    expect(sent.map((request) => request.requestId)).toEqual([ID, RETRY_ID, RETRY_ID]);
    expect((await ledger.requery(RETRY_ID)).status).toBe(200);
    expect(orderOutcome(RETRY_ID)).toMatchObject({ status: 'delivered' });
  });

  it('is a fresh id for an order that was never refused', () => {
    expect(successorOf(ID, RETRY_ID)).toBe(RETRY_ID);
    expect(orderOutcome(ID)).toBeNull();
  });
});

describe('the receipt of a payment', () => {
  it('backs off between requeries, up to 20 s', () => {
    expect([0, 1, 2, 3, 10].map(requeryDelay)).toEqual([1500, 3000, 6000, 12000, 20000]);
  });

  it('groups a token in fours and dates the receipt in Lagos time', () => {
    expect(groupToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
    expect(formatLagosDate('2026-11-22T23:30:00.000Z')).toBe('23 Nov 2026, 00:30 WAT');
  });

  it('builds the receipt rows, the token first and none for postpaid', () => {
    const rows = receiptRows(
      [['Account name', 'Adaeze Okafor']],
      paymentOf({ token: '12345678901234567890', units: '32.0 kWh' }),
    );
    expect(rows.slice(0, 3)).toEqual([
      ['Token', '1234 5678 9012 3456 7890'],
      ['Units', '32.0 kWh'],
      ['Account name', 'Adaeze Okafor'],
    ]);
    expect(Object.fromEntries(rows)).toMatchObject({
      Amount: 'N2,000.00',
      'Convenience fee': 'N100.00',
      Total: 'N2,100.00',
      Reference: ID,
      'Transaction ID': '17000000000001',
    });
    expect(receiptRows([], paymentOf()).some(([label]) => label === 'Token')).toBe(false);
  });

  it('shares what whoever stands at the meter needs: token, units, meter, the amount paid and reference', () => {
    const rows = receiptRows(
      [
        ['Meter Number', '11111111111'],
        ['Account name', 'Adaeze Okafor'],
      ],
      paymentOf({ token: '12345678901234567890', units: '32.0 kWh' }),
    );
    expect(shareText(rows)).toBe(
      [
        'Helpa payment receipt',
        'Token: 1234 5678 9012 3456 7890',
        'Units: 32.0 kWh',
        'Meter Number: 11111111111',
        'Amount paid: N2,100.00',
        `Reference: ${ID}`,
      ].join('\n'),
    );
  });
});
