import { PAYBILLS_TEXT } from '../strings';
import type { Again, KeptReceipt } from '../receipts';
import type { Order } from './order';

export type Recipient = { kind: 'meter' | 'phone' | 'smartcard'; number: string };

export function recipientOf(again: Again): Recipient {
  switch (again.service) {
    case 'electricity':
      return { kind: 'meter', number: again.meterNo };
    case 'tv':
      return again.tv === 'dstv'
        ? { kind: 'smartcard', number: again.account }
        : { kind: 'phone', number: again.account };
    default:
      return { kind: 'phone', number: again.phone };
  }
}

function samePurchase(a: Again, b: Again): boolean {
  const provider = (again: Again) =>
    again.service === 'tv' ? again.tv : again.service === 'electricity' ? '' : again.network;
  return a.service === b.service && provider(a) === provider(b) && recipientOf(a).number === recipientOf(b).number;
}

export const SECOND_PURCHASE_MS = 10 * 60_000;

/** A payment kept on this device for the same purchase and amount, within SECOND_PURCHASE_MS, other than the order's own. */
export function earlierPurchase(order: Order, kept: readonly KeptReceipt[], now = Date.now()): KeptReceipt | null {
  return (
    kept.find(({ payment, again, keptAt }) => {
      const paidAt = Date.parse(payment.date);
      const age = now - (Number.isNaN(paidAt) ? keptAt : paidAt);
      return (
        again !== undefined &&
        payment.requestId !== order.id &&
        payment.status !== 'failed' &&
        payment.amount === order.quote.amount &&
        age < SECOND_PURCHASE_MS &&
        samePurchase(again, order.again)
      );
    }) ?? null
  );
}

/** `meter 11111111111` */
export function recipientText(again: Again): string {
  const { kind, number } = recipientOf(again);
  return `${PAYBILLS_TEXT.recipient[kind]} ${number}`;
}
