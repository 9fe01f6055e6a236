import { formatNaira } from '@/lib/money';
import type { Payment } from './api';
import { formatLagosDate, groupToken, type Order } from './payment-flow';
import { PAYBILLS_TEXT } from './strings';

export type ReceiptRow = [label: string, value: string];

/** The receipt's rows, the same on screen and in the PDF. */
export function receiptRows(order: Order, payment: Payment): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  if (payment.token) rows.push([PAYBILLS_TEXT.token, groupToken(payment.token)]);
  if (payment.units) rows.push([PAYBILLS_TEXT.units, payment.units]);
  rows.push(...order.rows);
  rows.push(
    [PAYBILLS_TEXT.amount, formatNaira(payment.amount)],
    [PAYBILLS_TEXT.convenienceFeeLabel, formatNaira(payment.convenienceFee)],
    [PAYBILLS_TEXT.total, formatNaira(payment.totalAmount)],
    [PAYBILLS_TEXT.provider, payment.productName],
    [PAYBILLS_TEXT.paymentMethod, PAYBILLS_TEXT.paymentMethodValue],
    [PAYBILLS_TEXT.reference, payment.requestId],
    [PAYBILLS_TEXT.transactionId, payment.transactionId],
    [PAYBILLS_TEXT.date, formatLagosDate(payment.date)],
  );
  return rows;
}

export function invoiceFileName(reference: string): string {
  return `helpa-receipt-${reference}.pdf`;
}
