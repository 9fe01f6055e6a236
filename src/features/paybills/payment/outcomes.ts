import * as v from 'valibot';
import { entriesOf, webStore } from '@/lib/web-storage';
import type { Payment } from '../api';
import { againSchema, keepReceipt } from '../receipts';
import type { Order } from './order';

// Shared by every tab so none offers Make Payment twice; an open payment keeps its receipt (never the email or phone)
// for any later visit to settle. An answer is never undone by a later send or a lost answer, and its receipt is kept first.

const text = v.string();
const outcomeSchema = v.object({
  requestId: text,
  status: v.picklist(['sending', 'unknown', 'pending', 'delivered', 'failed', 'repriced']),
  /** A failure's reason, or the 409's sentence of a price that changed. */
  reason: v.nullable(text),
  at: v.number(),
  receipt: v.optional(v.object({ orderRows: v.array(v.tuple([text, text])), again: againSchema, total: v.number() })),
  /** A repriced order's successor: the one new request id every tab holding the order goes on with. */
  next: v.optional(text),
  /** nginx's X-Request-Id of the answer that failed the payment or left it unknown, to quote to support. */
  supportReference: v.optional(text),
});

export type OrderOutcome = v.InferOutput<typeof outcomeSchema>;
type OutcomeStatus = OrderOutcome['status'];
export type OpenReceipt = NonNullable<OrderOutcome['receipt']>;

const OPEN_STATUSES: ReadonlySet<OutcomeStatus> = new Set(['sending', 'unknown', 'pending']);

const KEEP_MS = 90 * 86_400_000;
const MAX_SETTLED = 200;

type Outcomes = Readonly<Record<string, OrderOutcome>>;

export type OpenOutcome = OrderOutcome & { receipt: OpenReceipt };

/** An open entry written before receipts were kept with it ages out like a settled one. */
const isKeptOpen = (outcome: OrderOutcome): outcome is OpenOutcome =>
  OPEN_STATUSES.has(outcome.status) && outcome.receipt !== undefined;

function keep(outcomes: Outcomes, now: number) {
  const all = Object.entries(outcomes);
  const open = all.filter(([, outcome]) => isKeptOpen(outcome));
  const settled = all
    .filter(([, outcome]) => !isKeptOpen(outcome) && now - outcome.at < KEEP_MS)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_SETTLED);
  const value: Outcomes =
    all.length === open.length + settled.length ? outcomes : Object.fromEntries([...open, ...settled]);
  return { value, until: Math.min(...settled.map(([, outcome]) => outcome.at + KEEP_MS)) };
}

const store = webStore<Outcomes>({
  area: 'localStorage',
  key: 'helpa.paybills.orders',
  schema: entriesOf(outcomeSchema),
  empty: {},
  keep,
});

export function orderOutcome(orderId: string): OrderOutcome | null {
  return store.read()[orderId] ?? null;
}

export function openOutcomes(): Array<[orderId: string, outcome: OpenOutcome]> {
  return Object.entries(store.read()).filter((entry): entry is [string, OpenOutcome] => isKeptOpen(entry[1]));
}

export function recordOutcome(orderId: string, outcome: NextOutcome, now = Date.now()): void {
  store.write({ ...store.read(now), [orderId]: { ...outcome, at: now } }, now);
}

/** Refused before anything was charged (a 4xx), or never received: it may be sent again once it is right. */
export function forgetOutcome(orderId: string, now = Date.now()): void {
  store.write(Object.fromEntries(Object.entries(store.read(now)).filter(([id]) => id !== orderId)), now);
}

export const DEFINITE: ReadonlySet<OutcomeStatus> = new Set(['pending', 'delivered', 'failed', 'repriced']);

export type NextOutcome = Omit<OrderOutcome, 'at'>;

/** Writes what became of `requestId` (null: forgotten), unless another attempt took the order over or only a non-answer would replace an answer. */
export function updateOutcome(orderId: string, requestId: string, next: NextOutcome | null): void {
  const current = orderOutcome(orderId);
  if (current && current.requestId !== requestId) return;
  if (current && DEFINITE.has(current.status) && !(next && DEFINITE.has(next.status))) return;
  if (next) recordOutcome(orderId, next);
  else forgetOutcome(orderId);
}

export function openReceiptOf(order: Order): OpenReceipt {
  return { orderRows: order.receiptRows, again: order.again, total: order.quote.total };
}

export function recordAnswer(orderId: string, receipt: OpenReceipt, { supportReference, ...payment }: Payment): void {
  keepReceipt(receipt.orderRows, payment, { again: receipt.again });
  const open = payment.status === 'pending' ? { receipt } : {};
  const quoted = payment.status === 'failed' && supportReference ? { supportReference } : {};
  updateOutcome(orderId, payment.requestId, {
    requestId: payment.requestId,
    status: payment.status,
    reason: payment.reason,
    ...open,
    ...quoted,
  });
}

/** The request id a repriced order goes on with: the one a tab chose first, else `fresh`. */
export function successorOf(orderId: string, fresh: string, now = Date.now()): string {
  const outcome = orderOutcome(orderId);
  if (outcome?.status !== 'repriced') return fresh;
  if (outcome.next) return outcome.next;
  store.write({ ...store.read(now), [orderId]: { ...outcome, next: fresh } }, now);
  return fresh;
}

export const useOrderOutcome = (orderId: string | null): OrderOutcome | null =>
  store.use((outcomes) => (orderId ? (outcomes[orderId] ?? null) : null));

export const useHasOpenPayments = (): boolean => store.use((outcomes) => Object.values(outcomes).some(isKeptOpen));
