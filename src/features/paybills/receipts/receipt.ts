import { formatNaira } from '@/lib/money';
import type { Payment } from '../api';
import { formatLagosDate, groupToken } from '../format';
import { PAYBILLS_TEXT } from '../strings';

export type ReceiptRow = [label: string, value: string];

/** The receipt's rows, the same on screen and in the PDF: the token, what was bought (`orderRows`), the payment. */
export function receiptRows(orderRows: ReceiptRow[], payment: Payment): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  if (payment.token) rows.push([PAYBILLS_TEXT.token, groupToken(payment.token)]);
  if (payment.units) rows.push([PAYBILLS_TEXT.units, payment.units]);
  rows.push(...orderRows);
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

/** What Share sends of a receipt, for whoever stands at the meter or the phone: the token and units, who it is for, the amount paid and the reference (each row under the label it is shared as). */
const SHARED_ROWS: ReadonlyMap<string, string> = new Map([
  [PAYBILLS_TEXT.token, PAYBILLS_TEXT.token],
  [PAYBILLS_TEXT.units, PAYBILLS_TEXT.units],
  [PAYBILLS_TEXT.meterNumber, PAYBILLS_TEXT.meterNumber],
  [PAYBILLS_TEXT.phone, PAYBILLS_TEXT.phone],
  [PAYBILLS_TEXT.smartcard, PAYBILLS_TEXT.smartcard],
  [PAYBILLS_TEXT.plan, PAYBILLS_TEXT.plan],
  [PAYBILLS_TEXT.tvPackage, PAYBILLS_TEXT.tvPackage],
  [PAYBILLS_TEXT.total, PAYBILLS_TEXT.amountPaid],
  [PAYBILLS_TEXT.reference, PAYBILLS_TEXT.reference],
]);

/** The receipt as a message to share: a title line, then `Label: value` lines. */
export function shareText(rows: ReceiptRow[]): string {
  const lines = rows.flatMap(([label, value]) => {
    const shared = SHARED_ROWS.get(label);
    return shared ? [`${shared}: ${value}`] : [];
  });
  return [PAYBILLS_TEXT.invoiceTitle, ...lines].join('\n');
}

export function invoiceFileName(reference: string): string {
  return `helpa-receipt-${reference}.pdf`;
}
