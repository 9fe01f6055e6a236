'use client';

import { useContext, useState } from 'react';
import { button } from '@/components/ui/Button.styles';
import { formatNaira } from '@/lib/money';
import { changeAddress } from '../address';
import { BusyButton, Detail, DetailList, form, useFocusOnMount, useReveal } from '../ui';
import { type KeptReceipt, keptReceipts } from '../receipts';
import { ReceiptEmailsContext } from '../receipt-emails';
import type { Order } from './order';
import { earlierPurchase, recipientOf } from './purchase-recipient';
import { PAYBILLS_TEXT } from '../strings';
import type { OrderPayment } from './use-order-payment';
import { summaryStep as styles } from './SummaryStep.styles';

type SummaryStepProps = {
  order: Order;
  payment: OrderPayment;
  onEdit: () => void;
  /** The bills API refused the total as out of date: price the form again, as a new order. */
  onRequote: () => void;
};

function SecondPurchase({
  order,
  earlier,
  minutes,
  onPay,
}: {
  order: Order;
  earlier: KeptReceipt;
  minutes: number;
  onPay: () => void;
}) {
  const ref = useReveal<HTMLDivElement>(earlier.payment.requestId);
  const thing = PAYBILLS_TEXT.recipient[recipientOf(order.again).kind];
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.question}>
      <p className={styles.questionText}>
        {PAYBILLS_TEXT.secondPurchase(
          formatNaira(earlier.payment.totalAmount),
          thing,
          PAYBILLS_TEXT.minutesAgo(minutes),
        )}
      </p>
      <p className={form.hint}>{PAYBILLS_TEXT.secondPurchaseHint}</p>
      <div className={form.actionsRow}>
        <button
          type="button"
          className={button.secondary}
          onClick={() => changeAddress({ receipt: earlier.payment.requestId, step: null }, 'push')}
        >
          {PAYBILLS_TEXT.viewReceipt}
        </button>
        <button type="button" className={button.primary} onClick={onPay}>
          {PAYBILLS_TEXT.payAgain}
        </button>
      </div>
    </div>
  );
}

/** The order as confirmed (never priced again): the total shown is the total Make Payment sends. A repeat within minutes is asked about first. */
export function SummaryStep({ order, payment, onEdit, onRequote }: SummaryStepProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const emailsReceipts = useContext(ReceiptEmailsContext);
  const [asking, setAsking] = useState<{ earlier: KeptReceipt; minutes: number } | null>(null);
  const paying = payment.phase === 'paying';
  const { problem } = payment;

  function pay() {
    const now = Date.now();
    const earlier = earlierPurchase(order, keptReceipts(now), now);
    if (earlier && asking?.earlier.payment.requestId !== earlier.payment.requestId)
      return setAsking({ earlier, minutes: Math.floor((now - Date.parse(earlier.payment.date)) / 60_000) });
    payment.pay();
  }

  return (
    <section aria-labelledby="summary-heading" className={form.sectionCard}>
      <div className={styles.header}>
        <h3 id="summary-heading" ref={headingRef} tabIndex={-1} className={form.stepTitle}>
          {PAYBILLS_TEXT.orderSummary}
        </h3>
        <button type="button" className={button.secondary} onClick={onEdit} disabled={payment.frozen}>
          {PAYBILLS_TEXT.editDetails}
        </button>
      </div>
      <DetailList rows={order.summary}>
        <Detail className={styles.payable} label={PAYBILLS_TEXT.payableAmount} value={formatNaira(order.quote.total)} />
      </DetailList>
      {order.notes?.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {emailsReceipts && order.request.email && (
        <p className={form.hint}>{PAYBILLS_TEXT.receiptEmailWillGo(order.request.email)}</p>
      )}
      {problem && (
        <p role="alert" className={form.fieldError}>
          {problem.message}
        </p>
      )}
      {asking && !paying && (
        <SecondPurchase order={order} earlier={asking.earlier} minutes={asking.minutes} onPay={() => payment.pay()} />
      )}
      <div className={form.actionsRow}>
        {problem?.priceChanged ? (
          <button type="button" className={button.primaryLarge} onClick={onRequote}>
            {PAYBILLS_TEXT.seeNewTotal}
          </button>
        ) : (
          !asking && (
            <BusyButton
              type="button"
              className={button.primaryLarge}
              onClick={pay}
              busy={paying}
              busyStatus={PAYBILLS_TEXT.paying}
            >
              {PAYBILLS_TEXT.makePayment}
            </BusyButton>
          )
        )}
      </div>
    </section>
  );
}
