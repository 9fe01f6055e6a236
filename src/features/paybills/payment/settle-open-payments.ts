import type { Payment } from '../api';
import {
  forgetOutcome,
  type OpenOutcome,
  openOutcomes,
  type OpenReceipt,
  orderOutcome,
  type OrderOutcome,
  recordAnswer,
} from './outcomes';
import type { PaymentApi } from './send';

// Asked by any later visit, never sent: one the bills API never received this long after its last send never will be
// (its tab would have sent it again; checks wait at most 20 s).
export const UNSENT_AFTER_MS = 2 * 60_000;

/** A following tab writes at least every 20 s: an open payment not written for this long has no tab following it. */
export const UNFOLLOWED_AFTER_MS = 60_000;

/** Orders this tab follows itself (use-order-payment.ts): never settled as if the payer were away. */
const followedHere = new Map<string, number>();

export function followHere(orderId: string): () => void {
  followedHere.set(orderId, (followedHere.get(orderId) ?? 0) + 1);
  return () => {
    const count = (followedHere.get(orderId) ?? 1) - 1;
    if (count > 0) followedHere.set(orderId, count);
    else followedHere.delete(orderId);
  };
}

export type SettledAway = {
  reference: string;
  outcome: 'delivered' | 'failed' | 'unsent';
  receipt: OpenReceipt;
  payment: Payment | null;
};

function unchanged(orderId: string, before: OrderOutcome): boolean {
  const now = orderOutcome(orderId);
  return now?.requestId === before.requestId && now.status === before.status && now.at === before.at;
}

async function settleOne(
  api: PaymentApi,
  orderId: string,
  outcome: OpenOutcome,
  now: number,
): Promise<SettledAway | null> {
  const { requestId, receipt } = outcome;
  let payment: Payment | null;
  try {
    payment = await api.requery(requestId);
  } catch {
    // Still unreachable: asked again at the next visit, or when the connection returns.
    return null;
  }
  if (!unchanged(orderId, outcome)) return null;
  if (!payment) {
    if (now - outcome.at < UNSENT_AFTER_MS) return null;
    forgetOutcome(orderId);
    return { reference: requestId, outcome: 'unsent', receipt, payment: null };
  }
  recordAnswer(orderId, receipt, payment);
  return payment.status === 'pending' ? null : { reference: requestId, outcome: payment.status, receipt, payment };
}

/** Asks about every open payment no tab follows; answers those settled now (each told once, by the visit that settled it). */
export async function settleOpenPayments(api: PaymentApi, now = Date.now()): Promise<SettledAway[]> {
  const unfollowed = openOutcomes().filter(
    ([orderId, outcome]) => !followedHere.has(orderId) && now - outcome.at >= UNFOLLOWED_AFTER_MS,
  );
  const settled = await Promise.all(unfollowed.map(([orderId, outcome]) => settleOne(api, orderId, outcome, now)));
  return settled.filter((item) => item !== null);
}
