import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { subscribeToWindowEvents } from '@/lib/window-events';
import { type Again, againSchema } from './again';
import type { ReceiptRow } from './receipt';

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

const STORAGE_KEY = 'helpa.paybills.orders';
const CHANGED = 'paybills:orders-changed';
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

const NONE: Outcomes = {};
/** The last reading, reused while storage holds the same text (a snapshot must not change by itself). */
let cache: { raw: string | null; outcomes: Outcomes } = { raw: null, outcomes: NONE };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Outcomes {
  if (!raw) return NONE;
  try {
    const kept: unknown = JSON.parse(raw);
    if (!kept || typeof kept !== 'object') return NONE;
    const entries = Object.entries(kept).flatMap(([id, value]) => {
      const parsed = v.safeParse(outcomeSchema, value);
      return parsed.success ? [[id, parsed.output] as const] : [];
    });
    return Object.fromEntries(entries);
  } catch {
    return NONE;
  }
}

function readAll(): Outcomes {
  const raw = storage()?.getItem(STORAGE_KEY) ?? null;
  if (raw !== cache.raw) cache = { raw, outcomes: parse(raw) };
  return cache.outcomes;
}

export type OpenOutcome = OrderOutcome & { receipt: OpenReceipt };

/** Open, with what its receipt needs (an entry written before receipts were kept with it ages out like a settled one). */
const isKeptOpen = (outcome: OrderOutcome): outcome is OpenOutcome => OPEN_STATUSES.has(outcome.status) && outcome.receipt !== undefined;

function writeAll(outcomes: Outcomes, now: number) {
  const all = Object.entries(outcomes);
  const open = all.filter(([, outcome]) => isKeptOpen(outcome));
  const settled = all
    .filter(([, outcome]) => !isKeptOpen(outcome) && now - outcome.at < KEEP_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_SETTLED);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...open, ...settled])));
  } catch {
    // Storage full or refused: this tab still knows from its own answer; other tabs pay under the same id.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function orderOutcome(orderId: string): OrderOutcome | null {
  return readAll()[orderId] ?? null;
}

/** The orders whose payment is open, on this device. */
export function openOutcomes(): Array<[orderId: string, outcome: OpenOutcome]> {
  return Object.entries(readAll()).filter((entry): entry is [string, OpenOutcome] => isKeptOpen(entry[1]));
}

export function recordOutcome(orderId: string, outcome: Omit<OrderOutcome, 'at'>, now = Date.now()): void {
  writeAll({ ...readAll(), [orderId]: { ...outcome, at: now } }, now);
}

/** The order was refused before anything was charged (a 4xx), or never reached the bills API: it may be sent again once it is right. */
export function forgetOutcome(orderId: string, now = Date.now()): void {
  writeAll(Object.fromEntries(Object.entries(readAll()).filter(([id]) => id !== orderId)), now);
}

/** The request id a repriced order goes on with: the one a tab chose first, else `fresh`, kept for every other tab. */
export function successorOf(orderId: string, fresh: string, now = Date.now()): string {
  const outcome = orderOutcome(orderId);
  if (outcome?.status !== 'repriced') return fresh;
  if (outcome.next) return outcome.next;
  writeAll({ ...readAll(), [orderId]: { ...outcome, next: fresh } }, now);
  return fresh;
}

// `storage` tells of changes made in the site's other tabs; CHANGED of those made in this one.
const subscribe = (onChange: () => void) => subscribeToWindowEvents(['storage', CHANGED], onChange);

export function useOrderOutcome(orderId: string | null): OrderOutcome | null {
  return useSyncExternalStore(
    subscribe,
    () => (orderId ? orderOutcome(orderId) : null),
    () => null,
  );
}

/** Whether any payment on this device is open, for the visit that settles them. */
export function useHasOpenPayments(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openOutcomes().length > 0,
    () => false,
  );
}
