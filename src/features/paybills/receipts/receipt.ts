import { formatNaira } from '@/lib/money';
import type { Payment } from '../api';
import { formatLagosDate, groupToken } from '../format';
import { PAYBILLS_TEXT } from '../strings';

export type ReceiptRow = [label: string, value: string];

export function receiptRows(orderRows: ReceiptRow[], payment: Payment): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  if (payment.token) rows.push([PAYBILLS_TEXT.token, groupToken(payment.token)]);
  if (payment.units) rows.push([PAYBILLS_TEXT.units, payment.units]);
  rows.push(...orderRows);
  rows.push(
    [PAYBILLS_TEXT.amount, formatNaira(payment.amount)],
    [PAYBILLS_TEXT.convenienceFee, formatNaira(payment.convenienceFee)],
    [PAYBILLS_TEXT.total, formatNaira(payment.totalAmount)],
    [PAYBILLS_TEXT.provider, payment.productName],
    [PAYBILLS_TEXT.paymentMethod, PAYBILLS_TEXT.paymentMethodValue],
    [PAYBILLS_TEXT.reference, payment.requestId],
    [PAYBILLS_TEXT.transactionId, payment.transactionId],
    [PAYBILLS_TEXT.date, formatLagosDate(payment.date)],
  );
  return rows;
}

/** What Share sends, for whoever stands at the meter or the phone (the total as the amount paid). */
const { token, units, meterNumber, phone, smartcard, plan, tvPackage, total, reference } = PAYBILLS_TEXT;
const SHARED_LABELS: ReadonlySet<string> = new Set([
  token,
  units,
  meterNumber,
  phone,
  smartcard,
  plan,
  tvPackage,
  total,
  reference,
]);

export function shareText(rows: ReceiptRow[]): string {
  const lines = rows
    .filter(([label]) => SHARED_LABELS.has(label))
    .map(([label, value]) => `${label === total ? PAYBILLS_TEXT.amountPaid : label}: ${value}`);
  return [PAYBILLS_TEXT.invoiceTitle, ...lines].join('\n');
}
