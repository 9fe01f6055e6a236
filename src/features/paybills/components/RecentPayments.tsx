'use client';

import { formatNaira } from '@/lib/money';
import { startAgain } from '@/features/paybills/buy-again';
import { forgetReceipt, KEEP_DAYS, useKeptReceipts } from '@/features/paybills/kept-receipts';
import type { ServiceKind } from '@/features/paybills/order';
import { formatLagosDate } from '@/features/paybills/payment-flow';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { form } from './Form.styles';
import { recentPayments as styles } from './RecentPayments.styles';

type RecentPaymentsProps = {
  onOpen: (reference: string) => void;
  /** A new order was started from a kept receipt (its service's draft written): show its form. */
  onBuyAgain: (service: ServiceKind) => void;
};

/** The receipts kept on this device, newest first: each opens its receipt, can be bought again, and can be removed. */
export function RecentPayments({ onOpen, onBuyAgain }: RecentPaymentsProps) {
  const kept = useKeptReceipts();
  return (
    <section className={styles.section} aria-labelledby="recent-payments-heading">
      <h3 id="recent-payments-heading" className={styles.title}>
        {PAYBILLS_TEXT.recentPayments}
      </h3>
      {kept.length === 0 ? (
        <p className={form.hint}>{PAYBILLS_TEXT.noRecentPayments}</p>
      ) : (
        <ul className={styles.list}>
          {kept.map(({ payment, again }) => (
            <li key={payment.requestId} className={styles.item}>
              <button type="button" className={styles.open} onClick={() => onOpen(payment.requestId)}>
                <span className={styles.product}>{PAYBILLS_TEXT.openReceipt(payment.productName, formatNaira(payment.totalAmount))}</span>
                <span className={styles.meta}>
                  {PAYBILLS_TEXT.receiptMeta(formatLagosDate(payment.date), payment.status === 'delivered' ? PAYBILLS_TEXT.statusDelivered : PAYBILLS_TEXT.statusPending)}
                </span>
              </button>
              <div className={styles.actions}>
                {again && (
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={PAYBILLS_TEXT.buyAgainLabel(payment.productName, payment.requestId)}
                    onClick={() => {
                      startAgain(again);
                      onBuyAgain(again.service);
                    }}
                  >
                    {PAYBILLS_TEXT.buyAgain}
                  </button>
                )}
                <button type="button" className={styles.remove} aria-label={PAYBILLS_TEXT.removeReceipt(payment.productName, payment.requestId)} onClick={() => forgetReceipt(payment.requestId)}>
                  {PAYBILLS_TEXT.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={form.hint}>{PAYBILLS_TEXT.keptOnDevice(KEEP_DAYS)}</p>
    </section>
  );
}
