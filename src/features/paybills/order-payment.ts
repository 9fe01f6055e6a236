import { BillsApiError, errorMessage } from '@/lib/bills-api/client';
import { PRICE_CHANGED } from '@/lib/bills-api/contract';
import type { Payment, PayRequest } from './api';
import { keepReceipt } from './kept-receipts';
import { type Order, payRequestOf } from './order';
import { forgetOutcome, type OrderOutcome, type OutcomeStatus, orderOutcome, recordOutcome } from './order-outcomes';

/** One request id per order, shared by every tab, so the bills API answers it at most once; only Try again after a definite failure makes a new one. */

/** The two calls the path makes (api.ts in the browser; the sandbox itself in the model-based test). */
export type PaymentApi = { pay: (request: PayRequest) => Promise<Payment>; requery: (requestId: string) => Promise<Payment | null> };

/** How a send or a check ended for the tab that made it. */
export type Settled =
  | { kind: 'answered'; payment: Payment }
  /** Refused before anything was charged (4xx): said next to Make Payment. */
  | { kind: 'refused'; message: string; priceChanged: boolean }
  /** The answer did not arrive: the outcome is unknown until a requery finds it. */
  | { kind: 'lost'; message: string }
  /** Another tab had already answered it or tried again: nothing to do here. */
  | { kind: 'settled' };

export type PaymentPhase = 'ready' | 'paying' | 'unknown' | 'pending' | 'delivered' | 'failed';

const ANSWERED: ReadonlySet<OutcomeStatus> = new Set(['pending', 'delivered', 'failed']);

/** Writes what became of `requestId`, unless another attempt has taken the order over, or an answer is already known (a refusal or a lost answer never undoes one; a later answer may update it). */
function update(orderId: string, requestId: string, next: Omit<OrderOutcome, 'at'> | null) {
  const current = orderOutcome(orderId);
  if (current && current.requestId !== requestId) return;
  if (current && ANSWERED.has(current.status) && !(next && ANSWERED.has(next.status))) return;
  if (next) recordOutcome(orderId, next);
  else forgetOutcome(orderId);
}

function answered(order: Order, payment: Payment): Settled {
  keepReceipt(order.receiptRows, payment, { again: order.again });
  update(order.id, payment.requestId, { requestId: payment.requestId, status: payment.status, reason: payment.reason });
  return { kind: 'answered', payment };
}

/** The request id the order's payment goes under now: its own, until a Try again. */
export function attemptOf(order: Order): string {
  return orderOutcome(order.id)?.requestId ?? order.id;
}

/** Sends the order's payment under its current request id, unless some tab already has its answer. */
export async function sendPayment(order: Order, api: PaymentApi): Promise<Settled> {
  const known = orderOutcome(order.id);
  if (known && ANSWERED.has(known.status)) return { kind: 'settled' };
  const requestId = known?.requestId ?? order.id;
  recordOutcome(order.id, { requestId, status: 'sending', reason: null });
  try {
    return answered(order, await api.pay(payRequestOf(order, requestId)));
  } catch (error) {
    if (error instanceof BillsApiError && error.status >= 400 && error.status < 500) {
      update(order.id, requestId, null);
      return { kind: 'refused', message: errorMessage(error), priceChanged: error.code === PRICE_CHANGED };
    }
    update(order.id, requestId, { requestId, status: 'unknown', reason: null });
    return { kind: 'lost', message: errorMessage(error) };
  }
}

/** Asks the bills API what became of the order's payment; one it never received is sent again, under the same id. */
export async function checkPayment(order: Order, api: PaymentApi): Promise<Settled> {
  const requestId = attemptOf(order);
  let payment: Payment | null;
  try {
    payment = await api.requery(requestId);
  } catch (error) {
    update(order.id, requestId, { requestId, status: 'unknown', reason: null });
    return { kind: 'lost', message: errorMessage(error) };
  }
  return payment ? answered(order, payment) : sendPayment(order, api);
}

/** Try again after the definite failure of attempt `failed`: a new attempt under `newId`, unless a tab already made one since (this tab then shows how that one went, and pays nothing). */
export async function retryPayment(order: Order, api: PaymentApi, failed: string, newId: string): Promise<Settled> {
  const known = orderOutcome(order.id);
  if (known?.status !== 'failed' || known.requestId !== failed) return { kind: 'settled' };
  recordOutcome(order.id, { requestId: newId, status: 'sending', reason: null });
  return sendPayment(order, api);
}

/** What a tab holding the order shows: Make Payment only while nothing is known of its payment. A send that this tab did not make (another tab's, or this one's before a reload) is checked on. */
export function paymentPhase(outcome: OrderOutcome | null, sendingHere: boolean): PaymentPhase {
  if (!outcome) return sendingHere ? 'paying' : 'ready';
  if (outcome.status === 'sending') return sendingHere ? 'paying' : 'unknown';
  return outcome.status;
}
