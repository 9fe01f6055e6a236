// @vitest-environment jsdom
import { act, render as renderElement, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeAddress, entryOrder } from '@/features/paybills/address';
import type { PayRequest } from '@/features/paybills/api';
import { SummaryStep } from '@/features/paybills/payment/SummaryStep';
import { confirmOrder, makeQuote, type Order } from '@/features/paybills/payment/order';
import { orderOutcome, recordOutcome } from '@/features/paybills/payment/outcomes';
import { sendPayment } from '@/features/paybills/payment/send';
import {
  settleOpenPayments,
  UNFOLLOWED_AFTER_MS,
  UNSENT_AFTER_MS,
} from '@/features/paybills/payment/settle-open-payments';
import { useOrderPayment } from '@/features/paybills/payment/use-order-payment';
import { useServicePayment } from '@/features/paybills/services/use-service-payment';
import { PaymentLedger } from '@/lib/bills/sandbox/payments';
import { type Network, sandboxApi } from '../support/browser';
import { PageView } from '../support/page';

/**
 * The payment hook itself (rendered with React Testing Library), over the sandbox's own ledger: what a
 * tab shows of its order's payment, when it checks again, and what it does with an answer from another
 * tab. The model-based test drives it inside the whole page; this one pins each behaviour on its own.
 */

const ledger = { current: new PaymentLedger() };
const network: Network = { online: true, answersLost: false };
const sent: PayRequest[] = [];
/** The request ids asked about, one per status check this tab made (reaching the API or not). */
const asked: string[] = [];
/** The next Pay reaches the ledger, and its answer is lost. */
const loseNextPayAnswer = { current: false };

vi.mock('@/features/paybills/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/paybills/api')>();
  const api = () => sandboxApi(ledger.current, network);
  return {
    ...original,
    payBill: async (request: PayRequest) => {
      if (network.online) sent.push(request);
      if (!loseNextPayAnswer.current) return api().pay(request);
      loseNextPayAnswer.current = false;
      return sandboxApi(ledger.current, { online: true, answersLost: true }).pay(request);
    },
    requeryPayment: (requestId: string) => {
      asked.push(requestId);
      return api().requery(requestId);
    },
  };
});

let ids = 0;
function order(phone = '08011111111', fee = 0): Order {
  ids += 1;
  return confirmOrder(
    {
      service: 'airtime',
      request: { serviceId: 'mtn', account: phone, amount: 200, phone, email: '' },
      quote: makeQuote(200, fee),
      summary: [],
      receiptRows: [['Phone number', phone]],
      again: { service: 'airtime', phone, network: 'mtn', plan: '', amount: '200' },
    },
    null,
    `202611221600HookOrder${String(ids).padStart(5, '0')}`,
  );
}

let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/paybills?service=airtime&step=summary');
  ledger.current = new PaymentLedger();
  Object.assign(network, { online: true, answersLost: false });
  sent.length = 0;
  asked.length = 0;
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { get: () => online, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the payment's promises and React's updates run, `ms` on. */
async function wait(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setOnline(value: boolean) {
  online = value;
  network.online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

function render(held: Order | null, onDelivered = vi.fn()) {
  const hook = renderHook(({ current }: { current: Order | null }) => useOrderPayment(current, onDelivered), {
    initialProps: { current: held },
  });
  return { ...hook, onDelivered };
}

describe('the payment hook', () => {
  it('offers Make Payment, pays, and tells of the delivery as paid here', async () => {
    const held = order();
    const { result, onDelivered } = render(held);
    expect(result.current).toMatchObject({
      phase: 'ready',
      frozen: false,
      problem: null,
      checking: false,
      reason: null,
    });
    act(() => result.current.pay());
    expect(result.current).toMatchObject({ phase: 'paying', frozen: true });
    await wait();
    expect(result.current.phase).toBe('delivered');
    expect(onDelivered).toHaveBeenCalledWith(held.id, true);
    expect(sent.map((request) => request.requestId)).toEqual([held.id]);
    // A second press changes nothing: the order is answered.
    act(() => result.current.pay());
    await wait();
    expect(sent).toHaveLength(1);
  });

  it('tells of a delivery another tab made as not paid here', async () => {
    const held = order();
    const { onDelivered } = render(held);
    act(() => recordOutcome(held.id, { requestId: held.id, status: 'delivered', reason: null }));
    await wait();
    expect(onDelivered).toHaveBeenCalledWith(held.id, false);
  });

  it('after a lost answer, asks at once and finds the payment, without paying again', async () => {
    const held = order();
    loseNextPayAnswer.current = true;
    const { result, onDelivered } = render(held);
    act(() => result.current.pay());
    await act(async () => {
      await Promise.resolve();
    });
    await wait(0);
    expect(result.current.phase).toBe('delivered');
    expect(onDelivered).toHaveBeenCalledWith(held.id, true);
    expect(sent).toHaveLength(1);
  });

  it('after a lost answer asks at once, then backs off while the bills API cannot be reached', async () => {
    const held = order();
    loseNextPayAnswer.current = true;
    const { result } = render(held);
    act(() => result.current.pay());
    await act(async () => {
      await Promise.resolve();
    });
    network.online = false;
    await wait(0);
    expect(asked).toEqual([held.id]);
    await wait(2_999);
    expect(asked).toHaveLength(1);
    await wait(1);
    expect(asked).toHaveLength(2);
    expect(result.current.phase).toBe('unknown');
  });

  it('checks a processing payment with backoff, 1.5 s then 3 s, until it is delivered', async () => {
    const held = order('08030000000');
    const { result } = render(held);
    act(() => result.current.pay());
    await wait();
    expect(result.current).toMatchObject({ phase: 'pending', frozen: true });
    await wait(1_499);
    expect(result.current.checking).toBe(false);
    expect(asked).toEqual([]);
    await wait(1);
    expect(asked).toEqual([held.id]);
    expect(result.current.phase).toBe('pending');
    await wait(2_999);
    expect(result.current.phase).toBe('pending');
    await wait(1);
    expect(result.current.phase).toBe('delivered');
  });

  it('checks again the moment the connection returns, and not while it is down', async () => {
    const held = order();
    loseNextPayAnswer.current = true;
    const { result } = render(held);
    setOnline(false);
    network.online = true;
    act(() => result.current.pay());
    await wait();
    expect(result.current.phase).toBe('waiting');
    setOnline(true);
    await wait();
    expect(result.current.phase).toBe('delivered');
    const lost = order();
    loseNextPayAnswer.current = true;
    const second = render(lost);
    act(() => second.result.current.pay());
    await act(async () => {
      await Promise.resolve();
    });
    setOnline(false);
    await wait(60_000);
    expect(second.result.current.phase).toBe('unknown');
    setOnline(true);
    await wait(0);
    expect(second.result.current.phase).toBe('delivered');
  });

  it('sends once for two presses in a row, and shows no problem once the payment is answered', async () => {
    const held = order();
    const { result } = render(held);
    act(() => {
      result.current.pay();
      result.current.pay();
    });
    await wait();
    expect(sent).toHaveLength(1);
    expect(result.current).toMatchObject({ phase: 'delivered', problem: null });
  });

  it('asks at once when the connection returns, however long the checks had been backing off', async () => {
    const held = order();
    loseNextPayAnswer.current = true;
    const { result } = render(held);
    act(() => result.current.pay());
    // The device says it is online, but the bills API cannot be reached: each check fails, each waits longer.
    network.online = false;
    await wait();
    await wait(1_500 + 3_000 + 6_000);
    expect(result.current.phase).toBe('unknown');
    setOnline(false);
    setOnline(true);
    await wait(0);
    expect(result.current.phase).toBe('delivered');
  });

  it('never checks on, or sends, an order nobody paid, and tells of no delivery', async () => {
    const { result, onDelivered } = render(order());
    await wait(60_000);
    expect(result.current.phase).toBe('ready');
    expect(sent).toEqual([]);
    expect(onDelivered).not.toHaveBeenCalled();
  });

  it('checks on, and quotes again for, the order it holds now, not the one it was first given', async () => {
    const held = order('08030000000');
    const payer = render(held);
    act(() => payer.result.current.pay());
    await wait();
    const later = render(null);
    later.rerender({ current: held });
    expect(later.result.current.checking).toBe(false);
    act(() => later.result.current.checkStatus());
    expect(later.result.current.checking).toBe(true);
    await wait();
    const repriced = order();
    recordOutcome(repriced.id, {
      requestId: repriced.id,
      status: 'repriced',
      reason: 'The total is now N250.00',
      next: '202611221700TheNewQuoteId1',
    });
    later.rerender({ current: repriced });
    expect(later.result.current.requoteId()).toBe('202611221700TheNewQuoteId1');
  });

  it('Check status asks at once', async () => {
    const held = order('08030000000');
    const { result } = render(held);
    act(() => result.current.pay());
    await wait();
    act(() => result.current.checkStatus());
    expect(result.current.checking).toBe(true);
    await wait();
    act(() => result.current.checkStatus());
    await wait();
    expect(result.current.phase).toBe('delivered');
  });

  it('pressed offline, waits for the connection (sending nothing), then pays; or is called off', async () => {
    const held = order();
    const { result } = render(held);
    setOnline(false);
    act(() => result.current.pay());
    expect(result.current).toMatchObject({ phase: 'waiting', frozen: true });
    await wait(60_000);
    expect(sent).toHaveLength(0);
    setOnline(true);
    await wait();
    expect(result.current.phase).toBe('delivered');
    expect(sent).toHaveLength(1);

    const other = order();
    const second = render(other);
    setOnline(false);
    act(() => second.result.current.pay());
    act(() => second.result.current.cancelWaiting());
    expect(second.result.current.phase).toBe('ready');
    setOnline(true);
    await wait();
    expect(sent).toHaveLength(1);
  });

  it('keeps a changed price for every tab and across a remount, and quotes it again under one shared id', async () => {
    const held = order('08011111111', 50);
    const { result, unmount } = render(held);
    act(() => result.current.pay());
    await wait();
    expect(result.current).toMatchObject({
      phase: 'repriced',
      frozen: false,
      problem: { priceChanged: true, message: expect.stringContaining('the total is now N200.00') as unknown },
    });
    unmount();
    const again = render(held);
    expect(again.result.current.problem).toMatchObject({ priceChanged: true });
    const other = render(held);
    const first = again.result.current.requoteId();
    expect(other.result.current.requoteId()).toBe(first);
    expect(first).not.toBe(held.id);
    expect(render(null).result.current.requoteId()).toMatch(/^\d{12}[A-Za-z0-9]{16}$/);
  });

  it('says a refusal that is not the price next to Make Payment, this tab only, and forgets it on the next press', async () => {
    const held = { ...order(), request: { ...order().request, amount: 20 }, quote: makeQuote(20, 0) };
    const { result } = render(held);
    act(() => result.current.pay());
    await wait();
    expect(result.current.problem).toEqual({ message: 'amount: the minimum is 50 Naira', priceChanged: false });
    expect(result.current.phase).toBe('ready');
    expect(render(held).result.current.problem).toBeNull();
    act(() => result.current.pay());
    expect(result.current.problem).toBeNull();
  });

  it('tries again after a failure under a new id, which tells of its delivery as paid here', async () => {
    const held = order('08045999999');
    const { result, onDelivered } = render(held);
    act(() => result.current.pay());
    await wait();
    expect(result.current).toMatchObject({
      phase: 'failed',
      frozen: false,
      reason: expect.stringContaining('not been charged') as unknown,
    });
    act(() => result.current.tryAgain());
    await wait();
    expect(result.current.phase).toBe('delivered');
    const retry = orderOutcome(held.id)?.requestId;
    expect(retry).not.toBe(held.id);
    expect(onDelivered).toHaveBeenCalledWith(retry, true);
    expect(sent.map((request) => request.requestId)).toEqual([held.id, retry]);
  });

  it('holds nothing without an order, and starts afresh with another one', async () => {
    const { result, rerender } = render(null);
    act(() => result.current.pay());
    act(() => result.current.tryAgain());
    act(() => result.current.checkStatus());
    await wait();
    expect(result.current.phase).toBe('ready');
    expect(sent).toHaveLength(0);
    const held = { ...order(), request: { ...order().request, amount: 20 }, quote: makeQuote(20, 0) };
    rerender({ current: held });
    act(() => result.current.pay());
    await wait();
    expect(result.current.problem).not.toBeNull();
    rerender({ current: order() });
    expect(result.current.problem).toBeNull();
    expect(result.current.phase).toBe('ready');
    await wait(60_000);
    expect(sent).toHaveLength(1);
  });

  it('checks nothing while the connection is down, however long it stays down', async () => {
    const { result } = render(order('08030000000'));
    act(() => result.current.pay());
    await wait();
    expect(result.current.phase).toBe('pending');
    setOnline(false);
    await wait(60_000);
    expect(asked).toEqual([]);
  });

  it('keeps a refusal on screen when the connection drops and returns', async () => {
    const held = { ...order(), request: { ...order().request, amount: 20 }, quote: makeQuote(20, 0) };
    const { result } = render(held);
    act(() => result.current.pay());
    await wait();
    setOnline(false);
    setOnline(true);
    expect(result.current.problem).toEqual({ message: 'amount: the minimum is 50 Naira', priceChanged: false });
  });

  it('Try again on an order that has not failed sends nothing, and a later delivery from another tab is not taken as paid here', async () => {
    const held = order();
    const { result, onDelivered } = render(held);
    act(() => result.current.tryAgain());
    expect(result.current.phase).toBe('ready');
    await wait();
    expect(sent).toEqual([]);
    act(() => recordOutcome(held.id, { requestId: held.id, status: 'delivered', reason: null }));
    await wait();
    expect(onDelivered).toHaveBeenCalledWith(held.id, false);
  });

  it('shows Try again as a payment on its way, not a status check', async () => {
    const { result } = render(order('08045999999'));
    act(() => result.current.pay());
    await wait();
    act(() => result.current.tryAgain());
    expect(result.current).toMatchObject({ phase: 'paying', checking: false });
    await wait();
  });

  it("marks the order it holds as followed in this tab, so a visit's settling leaves it to this tab", async () => {
    const held = order();
    await sendPayment(held, sandboxApi(ledger.current, { online: true, answersLost: true }));
    setOnline(false);
    const { rerender } = render(held);
    const later = Date.now() + UNFOLLOWED_AFTER_MS + UNSENT_AFTER_MS;
    const reachable = sandboxApi(ledger.current, { online: true, answersLost: false });
    expect(await settleOpenPayments(reachable, later)).toEqual([]);
    rerender({ current: null });
    expect(await settleOpenPayments(reachable, later)).toMatchObject([{ reference: held.id, outcome: 'delivered' }]);
  });
});

describe("a service's payment", () => {
  it('shows the order being paid even while its form is edited; once delivered forgets the draft and opens the receipt', async () => {
    const held = order();
    window.sessionStorage.setItem('helpa.paybills.draft.airtime', '{}');
    const { result, rerender } = renderHook(
      ({ edited }: { edited: boolean }) => useServicePayment('airtime', { order: held, edited }),
      { initialProps: { edited: false } },
    );
    expect(result.current.order).toBe(held);
    rerender({ edited: true });
    expect(result.current.order).toBeNull();
    network.online = false;
    act(() => recordOutcome(held.id, { requestId: held.id, status: 'sending', reason: null }));
    expect(result.current.payment.frozen).toBe(true);
    expect(result.current.order).toBe(held);
    network.online = true;
    act(() => recordOutcome(held.id, { requestId: held.id, status: 'delivered', reason: null }));
    await wait();
    expect(window.sessionStorage.getItem('helpa.paybills.draft.airtime')).toBeNull();
    expect(new URL(window.location.href).searchParams.get('receipt')).toBe(held.id);
    expect(new URL(window.location.href).searchParams.get('step')).toBeNull();
  });

  it('opens the receipt in a history entry of its own when paid here, in place when paid elsewhere', async () => {
    const length = window.history.length;
    const held = order();
    const { result } = renderHook(() => useServicePayment('airtime', { order: held, edited: false }));
    act(() => result.current.payment.pay());
    await wait();
    expect(window.history.length).toBe(length + 1);
    const elsewhere = order();
    window.history.replaceState(null, '', '/paybills?service=airtime&step=summary');
    changeAddress({}, 'replace', elsewhere.id);
    renderHook(() => useServicePayment('airtime', { order: elsewhere, edited: false }));
    act(() => recordOutcome(elsewhere.id, { requestId: elsewhere.id, status: 'delivered', reason: null }));
    await wait();
    expect(window.history.length).toBe(length + 1);
    expect(new URL(window.location.href).searchParams.get('receipt')).toBe(elsewhere.id);
    // The entry still knows its order: Back and Forward to it show that order's receipt.
    expect(entryOrder()).toBe(elsewhere.id);
  });
});

describe('the summary Make Payment pays from', () => {
  // jsdom lays nothing out, so it has no scrolling; the summary scrolls its heading into view.
  beforeEach(() => {
    window.HTMLElement.prototype.scrollIntoView = () => {};
  });

  it("draws the total with the distributor's fee as the payable amount, sends that total, and the payment goes through", async () => {
    const held = confirmOrder(
      {
        service: 'electricity',
        request: {
          serviceId: 'ikeja-electric',
          account: '11111111111',
          type: 'prepaid',
          amount: 2000,
          phone: '08031234567',
          email: '',
        },
        quote: makeQuote(2000, 100),
        summary: [
          ['Current amount', 'N2,000.00'],
          ['Convenience fee', 'N100.00'],
          ['Total bill', 'N2,100.00'],
        ],
        receiptRows: [['Meter Number', '11111111111']],
        again: { service: 'electricity', meterNo: '11111111111', meterType: 'prepaid', amount: '2000' },
      },
      null,
      '202611221600SummaryOrder01',
    );
    function Summary() {
      const payment = useOrderPayment(held, vi.fn());
      return createElement(SummaryStep, { order: held, payment, onEdit: vi.fn(), onRequote: vi.fn() });
    }
    const page = new PageView(renderElement(createElement(Summary)).container.ownerDocument);
    expect(page.summary?.get('Payable amount')).toBe('N2,100.00');
    act(() => page.click(page.enabled('Make Payment')!));
    await wait();
    expect(sent).toEqual([expect.objectContaining({ requestId: held.id, amount: 2000, expectedTotal: 2100 })]);
    expect(await ledger.current.requery(held.id)).toMatchObject({
      status: 200,
      payload: { status: 'delivered', totalAmount: 2100 },
    });
    expect(orderOutcome(held.id)?.status).toBe('delivered');
  });
});
