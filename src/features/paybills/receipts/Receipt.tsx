'use client';

import { useContext, useState } from 'react';
import type { Payment } from '../api';
import { button } from '@/components/ui/Button.styles';
import { type ReceiptRow, receiptRows, shareText } from './receipt';
import { ReceiptEmailsContext } from '../receipt-emails';
import { PAYBILLS_TEXT } from '../strings';
import { BusyButton, DetailList, form, useFocusOnMount } from '../ui';
import { ReceiptEmail } from './ReceiptEmail';
import { receipt as styles } from './Receipt.styles';

type ReceiptProps = {
  orderRows: ReceiptRow[];
  payment: Payment;
  /** Whether the payer gave an email when paying (null: not known on this device). */
  emailed: boolean | null;
  onNewPurchase: () => void;
};

export function Receipt({ orderRows, payment, emailed, onNewPurchase }: ReceiptProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const emailsReceipts = useContext(ReceiptEmailsContext);
  const [copied, setCopied] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [shared, setShared] = useState<'copied' | 'refused' | null>(null);
  const rows = receiptRows(orderRows, payment);
  const token = rows.find(([label]) => label === PAYBILLS_TEXT.token)?.[1];

  async function copy() {
    if (!payment.token) return;
    await navigator.clipboard?.writeText(payment.token).catch(() => undefined);
    setCopied(true);
  }

  /** The Web Share API where the browser has it, else the details copied for a message. */
  async function share() {
    const text = shareText(rows);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: PAYBILLS_TEXT.invoiceTitle, text });
        return;
      } catch (error) {
        // Dismissed by the payer: nothing to do. Refused by the browser: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setShared('copied');
    } catch {
      setShared('refused');
    }
  }

  async function download() {
    setPreparing(true);
    try {
      const { downloadInvoice } = await import('@/features/paybills/receipts/invoice');
      await downloadInvoice(rows, payment.requestId);
    } finally {
      setPreparing(false);
    }
  }

  return (
    <section aria-labelledby="receipt-heading" className={styles.card}>
      <h3 id="receipt-heading" ref={headingRef} tabIndex={-1} className={styles.title}>
        {PAYBILLS_TEXT.receiptTitle}
      </h3>
      {token && (
        <div className={styles.tokenBox}>
          <div>
            <p className={styles.tokenLabel}>{PAYBILLS_TEXT.token}</p>
            <p className={styles.token} data-testid="receipt-token">
              {token}
            </p>
          </div>
          <button type="button" className={button.secondary} onClick={() => void copy()}>
            {PAYBILLS_TEXT.copyToken}
          </button>
          <span role="status" className="visually-hidden">
            {copied ? PAYBILLS_TEXT.tokenCopied : ''}
          </span>
        </div>
      )}
      <DetailList rows={rows.filter(([label]) => label !== PAYBILLS_TEXT.token)} />
      {emailsReceipts && emailed !== false && <ReceiptEmail reference={payment.requestId} />}
      <div className={form.actionsRow}>
        <BusyButton type="button" className={button.primary} onClick={() => void download()} busy={preparing}>
          {PAYBILLS_TEXT.downloadInvoice}
        </BusyButton>
        <button type="button" className={button.secondary} onClick={() => void share()}>
          {PAYBILLS_TEXT.share}
        </button>
        <button type="button" className={button.ghost} onClick={onNewPurchase}>
          {PAYBILLS_TEXT.newPurchase}
        </button>
      </div>
      <p role="status" className={form.hint}>
        {shared === 'copied' ? PAYBILLS_TEXT.receiptCopied : shared === 'refused' ? PAYBILLS_TEXT.receiptNotCopied : ''}
      </p>
    </section>
  );
}
