import * as v from 'valibot';
import { totalOf } from '@/lib/bills/site';
import { againSchema } from '../receipts';
import type { PayRequest } from '../api';

/** The quote is computed once, at confirmation, and Pay sends that total as expectedTotal: the money shown is the money charged, or nothing is. */

const text = v.string();
const row = v.tuple([text, text]);

/** An order as kept in a draft (sessionStorage): anything else kept there is dropped, never trusted. */
export const orderSchema = v.object({
  /** The request id made when the order was confirmed: the order's identity on this device and in every tab holding it. */
  id: text,
  service: v.picklist(['electricity', 'airtime', 'data', 'tv']),
  request: v.object({
    serviceId: text,
    account: text,
    variationCode: v.optional(text),
    type: v.optional(v.picklist(['prepaid', 'postpaid'])),
    amount: v.number(),
    phone: text,
    email: text,
  }),
  quote: v.object({ amount: v.number(), convenienceFee: v.number(), total: v.number() }),
  summary: v.array(row),
  /** What the receipt shows beyond the payment's own answer (meter, name, phone, plan). */
  receiptRows: v.array(row),
  again: againSchema,
  /** Under the summary's rows (arrears not included, a network that does not match the number). */
  notes: v.optional(v.array(text)),
});

export type Order = v.InferOutput<typeof orderSchema>;
export type ServiceKind = Order['service'];
export type OrderDraft = Omit<Order, 'id'>;

export function makeQuote(amount: number, convenienceFee: number): Order['quote'] {
  return { amount, convenienceFee, total: totalOf(amount, convenienceFee) };
}

function sameDraft(a: OrderDraft, b: OrderDraft): boolean {
  return JSON.stringify([a.service, a.request, a.quote]) === JSON.stringify([b.service, b.request, b.quote]);
}

/** The order confirmed before when nothing changed, so Back, Edit or a duplicated tab pays the same order; else a new one under `newId`. */
export function confirmOrder(draft: OrderDraft, previous: Order | null, newId: string): Order {
  return previous && sameDraft(draft, previous) ? previous : { ...draft, id: newId };
}

export function payRequestOf(order: Order, requestId: string): PayRequest {
  return { ...order.request, requestId, expectedTotal: order.quote.total };
}
