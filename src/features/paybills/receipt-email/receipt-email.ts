import type { Payment } from '@/lib/bills/site';
import { domainOf, escapeHtml, headerSafe, htmlRows, type Mail } from '@/lib/email/mail-text';
import { formatNaira } from '@/lib/money';
import { formatLagosDate, groupToken } from '../format';
import { PAYBILLS_TEXT, RECEIPT_EMAIL } from '../strings';

export type ReceiptMessage = {
  to: string;
  /** Meter, smartcard or phone, as the Pay request said. */
  account: string;
  serviceId: string;
  payment: Payment;
  /** 0 for the email sent on delivery; each Email it again counts one more (a Message-ID of its own). */
  copy: number;
};

function recipientLabel({ payment, serviceId }: ReceiptMessage): string {
  if (payment.meterNumber) return PAYBILLS_TEXT.meterNumber;
  return serviceId === 'dstv' ? PAYBILLS_TEXT.smartcard : PAYBILLS_TEXT.phone;
}

/** The rows VTpass's receipt email carries. */
export function receiptEmailRows(message: ReceiptMessage): Array<[string, string]> {
  const { payment } = message;
  const rows: Array<[string, string]> = [
    [RECEIPT_EMAIL.service, payment.productName],
    [recipientLabel(message), payment.meterNumber ?? message.account],
  ];
  if (payment.customerName) rows.push([PAYBILLS_TEXT.accountName, payment.customerName]);
  rows.push([
    PAYBILLS_TEXT.amountPaid,
    `${formatNaira(payment.totalAmount)} (${RECEIPT_EMAIL.amountBreakdown(formatNaira(payment.amount), formatNaira(payment.convenienceFee))})`,
  ]);
  if (payment.token) rows.push([PAYBILLS_TEXT.token, groupToken(payment.token)]);
  if (payment.units) rows.push([PAYBILLS_TEXT.units, payment.units]);
  rows.push(
    [PAYBILLS_TEXT.reference, payment.requestId],
    [PAYBILLS_TEXT.transactionId, payment.transactionId],
    [PAYBILLS_TEXT.date, formatLagosDate(payment.date)],
  );
  return rows;
}

/** One Message-ID per payment and copy, so a resend after a crash shows as the same email. */
export function receiptEmail(
  message: ReceiptMessage,
  { from, siteUrl }: { from: string; siteUrl: string | null },
): Mail {
  const rows = receiptEmailRows(message);
  const findAgain = siteUrl ? `${RECEIPT_EMAIL.findAgain}, ${siteUrl}/paybills` : RECEIPT_EMAIL.findAgain;
  const text = [
    PAYBILLS_TEXT.receiptTitle,
    '',
    RECEIPT_EMAIL.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${findAgain}.`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<h1>${escapeHtml(PAYBILLS_TEXT.receiptTitle)}</h1>`,
    `<p>${escapeHtml(RECEIPT_EMAIL.intro)}</p>`,
    `<table cellpadding="4">${htmlRows(rows)}</table>`,
    `<p>${escapeHtml(findAgain)}.</p>`,
    '</body></html>',
  ].join('');
  const { payment } = message;
  return {
    from,
    to: headerSafe(message.to),
    subject: headerSafe(RECEIPT_EMAIL.subject(payment.productName, formatNaira(payment.totalAmount))),
    text,
    html,
    messageId: `<receipt-${payment.requestId}${message.copy > 0 ? `-${message.copy}` : ''}@${domainOf(from)}>`,
    date: new Date(payment.date),
  };
}
