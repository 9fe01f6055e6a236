import { BillsApiError, errorMessage } from '@/lib/bills/browser/client';
import { PRICE_CHANGED } from '@/lib/bills/site';
import type { Payment, PayRequest } from '../api';
import { type Order, payRequestOf } from './order';
import {
  DEFINITE,
  type NextOutcome,
  type OpenReceipt,
  openReceiptOf,
  type OrderOutcome,
  orderOutcome,
  recordAnswer,
  recordOutcome,
  updateOutcome,
} from './outcomes';

/** One request id per order, shared by every tab, so the bills API answers it at most once; only Try again after a definite failure, or a new quote after a changed price, makes a new one. */
export type PaymentApi = {
  pay: (request: PayRequest) => Promise<Payment>;
  requery: (requestId: string) => Promise<Payment | null>;
};

export type Settled =
  | { kind: 'answered'; payment: Payment }
  /** Refused before anything was charged (4xx): said next to Make Payment. A changed price is kept for every tab (the order's outcome). */
  | { kind: 'refused'; message: string; priceChanged: boolean }
  | { kind: 'lost'; message: string }
  /** Another tab had already answered it or tried again. */
  | { kind: 'settled' };

export function requeryDelay(checks: number): number {
  return Math.min(1500 * 2 ** checks, 20_000);
}

/** `waiting`: Make Payment was pressed offline; nothing has left this tab, and it is sent when the connection returns. */
export type PaymentPhase = 'ready' | 'paying' | 'waiting' | 'unknown' | 'pending' | 'delivered' | 'failed' | 'repriced';

/** An answer that came (a 5xx, an unexpected one) names its request; a lost one names none. */
function unknownOutcome(requestId: string, receipt: OpenReceipt, error: unknown): NextOutcome {
  const supportReference = error instanceof BillsApiError ? error.reference : null;
  return { requestId, status: 'unknown', reason: null, receipt, ...(supportReference ? { supportReference } : {}) };
}

export function attemptOf(order: Order): string {
  return orderOutcome(order.id)?.requestId ?? order.id;
}

/** Under the order's current request id, unless some tab already has its answer. */
export async function sendPayment(order: Order, api: PaymentApi): Promise<Settled> {
  const known = orderOutcome(order.id);
  if (known && DEFINITE.has(known.status)) return { kind: 'settled' };
  const requestId = known?.requestId ?? order.id;
  const receipt = openReceiptOf(order);
  recordOutcome(order.id, { requestId, status: 'sending', reason: null, receipt });
  try {
    const payment = await api.pay(payRequestOf(order, requestId));
    recordAnswer(order.id, receipt, payment);
    return { kind: 'answered', payment };
  } catch (error) {
    if (error instanceof BillsApiError && error.status >= 400 && error.status < 500) {
      const priceChanged = error.code === PRICE_CHANGED;
      const message = errorMessage(error);
      updateOutcome(order.id, requestId, priceChanged ? { requestId, status: 'repriced', reason: message } : null);
      return { kind: 'refused', message, priceChanged };
    }
    updateOutcome(order.id, requestId, unknownOutcome(requestId, receipt, error));
    return { kind: 'lost', message: errorMessage(error) };
  }
}

/** A payment the bills API never received is sent again, under the same id (only by the tab holding the order). */
export async function checkPayment(order: Order, api: PaymentApi): Promise<Settled> {
  const requestId = attemptOf(order);
  let payment: Payment | null;
  try {
    payment = await api.requery(requestId);
  } catch (error) {
    updateOutcome(order.id, requestId, unknownOutcome(requestId, openReceiptOf(order), error));
    return { kind: 'lost', message: errorMessage(error) };
  }
  if (!payment) return sendPayment(order, api);
  recordAnswer(order.id, openReceiptOf(order), payment);
  return { kind: 'answered', payment };
}

/** A new attempt under `newId` after attempt `failed`, unless a tab already made one since (this tab then pays nothing). */
export async function retryPayment(order: Order, api: PaymentApi, failed: string, newId: string): Promise<Settled> {
  const known = orderOutcome(order.id);
  if (known?.status !== 'failed' || known.requestId !== failed) return { kind: 'settled' };
  recordOutcome(order.id, { requestId: newId, status: 'sending', reason: null, receipt: openReceiptOf(order) });
  return sendPayment(order, api);
}

/** Make Payment only while nothing is known; a send this tab did not make (another tab's, or before a reload) is checked on. */
export function paymentPhase(outcome: OrderOutcome | null, sendingHere: boolean, waitingHere = false): PaymentPhase {
  if (waitingHere) return 'waiting';
  if (!outcome) return sendingHere ? 'paying' : 'ready';
  if (outcome.status === 'sending') return sendingHere ? 'paying' : 'unknown';
  return outcome.status;
}

/** Neither edited nor paid again, from any step or history entry. */
export function isFrozen(phase: PaymentPhase): boolean {
  return phase === 'paying' || phase === 'waiting' || phase === 'unknown' || phase === 'pending';
}
