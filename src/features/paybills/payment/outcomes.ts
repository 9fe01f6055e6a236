import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { entriesOf, webStore } from '@/lib/web-storage';
import { type Again, againSchema } from '../receipts/again';
import type { ReceiptRow } from '../receipts/receipt';

/**
 * Each order's request id and what became of it, shared by every tab (localStorage) so none offers Make
 * Payment twice. While a payment is open (sent, no definite answer yet) its entry also keeps what its
 * receipt shows, so that any later visit can settle it and keep its receipt; never the email or phone.
 */

export type OutcomeStatus = 'sending' | 'unknown' | 'pending' | 'delivered' | 'failed' | 'repriced';

/** What a receipt of the order shows besides the bills API's answer, and the total it was sent for. */
export type OpenReceipt = { orderRows: ReceiptRow[]; again: Again; total: number };

export type OrderOutcome = {
  requestId: string;
  status: OutcomeStatus;
  /** A failure's reason, or the 409's sentence of a price that changed. */
  reason: string | null;
  at: number;
  /** While the payment is open (`sending`, `unknown`, `pending`). */
  receipt?: OpenReceipt;
  /** A repriced order's successor: the one new request id every tab holding the order goes on with. */
  next?: string;
  /** The id of the request (nginx's X-Request-Id) whose answer failed the payment or left it unknown, for the payer to quote to support. */
  supportReference?: string;
};

/** Sent, and no definite answer yet: kept until the bills API says what became of it. */
export const OPEN_STATUSES: ReadonlySet<OutcomeStatus> = new Set(['sending', 'unknown', 'pending']);

const KEEP_MS = 90 * 86_400_000;
/** Settled outcomes kept, newest first; open ones are never dropped. */
const MAX_SETTLED = 200;

const text = v.string();
const outcomeSchema = v.object({
  requestId: text,
  status: v.picklist(['sending', 'unknown', 'pending', 'delivered', 'failed', 'repriced']),
  reason: v.nullable(text),
  at: v.number(),
  receipt: v.optional(v.object({ orderRows: v.array(v.tuple([text, text])), again: againSchema, total: v.number() })),
  next: v.optional(text),
  supportReference: v.optional(text),
});

type Outcomes = Readonly<Record<string, OrderOutcome>>;

export type OpenOutcome = OrderOutcome & { receipt: OpenReceipt };

/** Open, with what its receipt needs (an entry written before receipts were kept with it ages out like a settled one). */
const isKeptOpen = (outcome: OrderOutcome): outcome is OpenOutcome => OPEN_STATUSES.has(outcome.status) && outcome.receipt !== undefined;

/** Every open outcome; of the settled ones, those of the last 90 days, the newest MAX_SETTLED. */
function keep(outcomes: Outcomes, now: number) {
  const all = Object.entries(outcomes);
  const open = all.filter(([, outcome]) => isKeptOpen(outcome));
  const settled = all
    .filter(([, outcome]) => !isKeptOpen(outcome) && now - outcome.at < KEEP_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_SETTLED);
  const value: Outcomes = all.length === open.length + settled.length ? outcomes : Object.fromEntries([...open, ...settled]);
  return { value, until: Math.min(...settled.map(([, outcome]) => outcome.at + KEEP_MS)) };
}

const store = webStore<Outcomes>({ area: 'localStorage', key: 'helpa.paybills.orders', schema: entriesOf(outcomeSchema), empty: {}, keep });

export function orderOutcome(orderId: string): OrderOutcome | null {
  return store.read()[orderId] ?? null;
}

/** The orders whose payment is open, on this device. */
export function openOutcomes(): Array<[orderId: string, outcome: OpenOutcome]> {
  return Object.entries(store.read()).filter((entry): entry is [string, OpenOutcome] => isKeptOpen(entry[1]));
}

export function recordOutcome(orderId: string, outcome: Omit<OrderOutcome, 'at'>, now = Date.now()): void {
  store.write({ ...store.read(now), [orderId]: { ...outcome, at: now } }, now);
}

/** The order was refused before anything was charged (a 4xx), or never reached the bills API: it may be sent again once it is right. */
export function forgetOutcome(orderId: string, now = Date.now()): void {
  store.write(Object.fromEntries(Object.entries(store.read(now)).filter(([id]) => id !== orderId)), now);
}

/** The request id a repriced order goes on with: the one a tab chose first, else `fresh`, kept for every other tab. */
export function successorOf(orderId: string, fresh: string, now = Date.now()): string {
  const outcome = orderOutcome(orderId);
  if (outcome?.status !== 'repriced') return fresh;
  if (outcome.next) return outcome.next;
  store.write({ ...store.read(now), [orderId]: { ...outcome, next: fresh } }, now);
  return fresh;
}

export function useOrderOutcome(orderId: string | null): OrderOutcome | null {
  return useSyncExternalStore(
    store.subscribe,
    () => (orderId ? orderOutcome(orderId) : null),
    () => null,
  );
}

/** Whether any payment on this device is open, for the visit that settles them. */
export function useHasOpenPayments(): boolean {
  return useSyncExternalStore(
    store.subscribe,
    () => openOutcomes().length > 0,
    () => false,
  );
}
