import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { subscribeToWindowEvents } from '@/lib/window-events';

/** Each order's request id and answer, shared by every tab (localStorage) so none offers Make Payment twice; no personal data. */

export type OutcomeStatus = 'sending' | 'unknown' | 'pending' | 'delivered' | 'failed';

export type OrderOutcome = { requestId: string; status: OutcomeStatus; reason: string | null; at: number };

const STORAGE_KEY = 'helpa.paybills.orders';
const CHANGED = 'paybills:orders-changed';
const KEEP_MS = 90 * 86_400_000;
const MAX_KEPT = 50;

const outcomeSchema = v.object({
  requestId: v.string(),
  status: v.picklist(['sending', 'unknown', 'pending', 'delivered', 'failed']),
  reason: v.nullable(v.string()),
  at: v.number(),
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

function writeAll(outcomes: Outcomes, now: number) {
  const kept = Object.entries(outcomes)
    .filter(([, outcome]) => now - outcome.at < KEEP_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_KEPT);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: this tab still knows from its own answer; other tabs pay under the same id.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function orderOutcome(orderId: string): OrderOutcome | null {
  return readAll()[orderId] ?? null;
}

export function recordOutcome(orderId: string, outcome: Omit<OrderOutcome, 'at'>, now = Date.now()): void {
  writeAll({ ...readAll(), [orderId]: { ...outcome, at: now } }, now);
}

/** The order was refused before anything was charged (a 4xx): it may be sent again once it is right. */
export function forgetOutcome(orderId: string, now = Date.now()): void {
  writeAll(Object.fromEntries(Object.entries(readAll()).filter(([id]) => id !== orderId)), now);
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
