'use client';

import { useEffect, useRef, useState } from 'react';
import { formatNaira } from '@/lib/money';
import type { Again } from './again';
import {
  forgetReceipt,
  KEEP_DAYS,
  type KeptReceipt,
  MAX_WITHOUT_TOKEN,
  restoreReceipt,
  useKeptReceipts,
} from './kept-receipts';
import { formatLagosDate } from '../format';
import { PAYBILLS_TEXT } from '../strings';
import { form } from '../ui';
import { recentPayments as styles } from './RecentPayments.styles';

type RecentPaymentsProps = {
  onOpen: (reference: string, service: Again['service'] | null) => void;
  onBuyAgain: (again: Again) => void;
};

export function RecentPayments({ onOpen, onBuyAgain }: RecentPaymentsProps) {
  const kept = useKeptReceipts();
  const heading = useRef<HTMLHeadingElement>(null);
  const openButtons = useRef(new Map<string, HTMLButtonElement>());
  // Once the list has changed: after a removal the next receipt (null: the heading); after Undo the one put back.
  const focusAfterChange = useRef<{ next: string | null } | null>(null);
  const [removed, setRemoved] = useState<KeptReceipt | null>(null);

  useEffect(() => {
    const target = focusAfterChange.current;
    if (!target) return;
    focusAfterChange.current = null;
    (target.next ? openButtons.current.get(target.next) : heading.current)?.focus();
  }, [kept]);

  function remove(index: number) {
    const receipt = kept[index];
    if (!receipt) return;
    focusAfterChange.current = { next: kept[index + 1]?.payment.requestId ?? null };
    setRemoved(receipt);
    forgetReceipt(receipt.payment.requestId);
  }

  function undo() {
    if (!removed) return;
    focusAfterChange.current = { next: removed.payment.requestId };
    setRemoved(null);
    restoreReceipt(removed);
  }

  return (
    <section className={styles.section} aria-labelledby="recent-payments-heading">
      <h3 id="recent-payments-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {PAYBILLS_TEXT.recentPayments}
      </h3>
      <div role="status" className={styles.removed}>
        {removed && (
          <>
            <span>
              {PAYBILLS_TEXT.receiptRemoved(
                `${removed.payment.productName}, ${formatNaira(removed.payment.totalAmount)}`,
              )}
            </span>
            <button
              type="button"
              className={styles.action}
              aria-label={PAYBILLS_TEXT.undoRemoveLabel(removed.payment.productName, removed.payment.requestId)}
              onClick={undo}
            >
              {PAYBILLS_TEXT.undo}
            </button>
          </>
        )}
      </div>
      {kept.length === 0 ? (
        <p className={form.hint}>{PAYBILLS_TEXT.noRecentPayments}</p>
      ) : (
        <ul className={styles.list}>
          {kept.map(({ payment, again }, index) => (
            <li key={payment.requestId} className={styles.item}>
              <button
                type="button"
                ref={(element) => {
                  if (element) openButtons.current.set(payment.requestId, element);
                  else openButtons.current.delete(payment.requestId);
                }}
                className={styles.open}
                onClick={() => onOpen(payment.requestId, again?.service ?? null)}
              >
                <span className={styles.product}>
                  {PAYBILLS_TEXT.openReceiptProduct(payment.productName)}{' '}
                  <span className={styles.money}>{formatNaira(payment.totalAmount)}</span>
                </span>
                <span className={styles.meta}>
                  {PAYBILLS_TEXT.receiptMeta(
                    formatLagosDate(payment.date),
                    payment.status === 'delivered' ? PAYBILLS_TEXT.statusDelivered : PAYBILLS_TEXT.statusPending,
                  )}
                </span>
              </button>
              <div className={styles.actions}>
                {/* Not while a payment is still processing: a second purchase before the first is settled. */}
                {again && payment.status === 'delivered' && (
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={PAYBILLS_TEXT.buyAgainLabel(payment.productName, payment.requestId)}
                    onClick={() => onBuyAgain(again)}
                  >
                    {PAYBILLS_TEXT.buyAgain}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={PAYBILLS_TEXT.removeReceipt(payment.productName, payment.requestId)}
                  onClick={() => remove(index)}
                >
                  {PAYBILLS_TEXT.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={form.hint}>{PAYBILLS_TEXT.keptOnDevice(KEEP_DAYS, MAX_WITHOUT_TOKEN)}</p>
    </section>
  );
}
