'use client';

import { button } from '@/components/ui/Button.styles';
import { Spinner } from '@/components/ui/Spinner';
import { formatNaira, isNairaText } from '@/lib/money';
import type { Order } from '@/features/paybills/order';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import type { OrderPayment } from '@/features/paybills/use-order-payment';
import { form } from './Form.styles';
import { summaryStep as styles } from './SummaryStep.styles';

type SummaryStepProps = {
  order: Order;
  payment: OrderPayment;
  onEdit: () => void;
  /** The bills API refused the total as out of date: price the form again, as a new order. */
  onRequote: () => void;
};

/**
 * Every service's last step before money moves: the order as it was confirmed (its quote, never priced
 * again), Edit Details and Make Payment. The total shown is the total Make Payment sends.
 */
export function SummaryStep({ order, payment, onEdit, onRequote }: SummaryStepProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const paying = payment.phase === 'paying';
  const { problem } = payment;
  return (
    <section aria-labelledby="summary-heading" className={form.sectionCard}>
      <div className={styles.header}>
        <h3 id="summary-heading" ref={headingRef} tabIndex={-1} className={form.stepTitle}>
          {PAYBILLS_TEXT.orderSummary}
        </h3>
        <button type="button" className={button.secondary} onClick={onEdit} disabled={paying}>
          {PAYBILLS_TEXT.editDetails}
        </button>
      </div>
      <dl className={form.definitionList}>
        {order.summary.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className={isNairaText(value) ? form.amount : undefined}>{value}</dd>
          </div>
        ))}
        <div className={styles.payable}>
          <dt>{PAYBILLS_TEXT.payableAmount}</dt>
          <dd className={form.amount}>{formatNaira(order.quote.total)}</dd>
        </div>
      </dl>
      {problem && (
        <p role="alert" className={form.fieldError}>
          {problem.message}
        </p>
      )}
      <div className={form.actionsRow}>
        {problem?.priceChanged ? (
          <button type="button" className={button.primaryLarge} onClick={onRequote}>
            {PAYBILLS_TEXT.seeNewTotal}
          </button>
        ) : (
          <button type="button" className={button.primaryLarge} onClick={payment.pay} disabled={paying} aria-busy={paying}>
            {paying && <Spinner />}
            {PAYBILLS_TEXT.makePayment}
          </button>
        )}
        <span role="status" className="visually-hidden">
          {paying ? PAYBILLS_TEXT.paying : ''}
        </span>
      </div>
    </section>
  );
}
