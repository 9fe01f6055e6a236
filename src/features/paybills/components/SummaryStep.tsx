'use client';

import { button } from '@/components/ui/Button.styles';
import { formatNaira } from '@/lib/money';
import type { Order } from '@/features/paybills/order';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import type { OrderPayment } from '@/features/paybills/use-order-payment';
import { BusyButton } from './BusyButton';
import { Detail, DetailList } from './DetailList';
import { form } from './Form.styles';
import { summaryStep as styles } from './SummaryStep.styles';

type SummaryStepProps = {
  order: Order;
  payment: OrderPayment;
  onEdit: () => void;
  /** The bills API refused the total as out of date: price the form again, as a new order. */
  onRequote: () => void;
};

/** Every service's last step before money moves: the order as it was confirmed (its quote, never priced again), Edit Details and Make Payment. The total shown is the total Make Payment sends. */
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
      <DetailList rows={order.summary}>
        <Detail className={styles.payable} label={PAYBILLS_TEXT.payableAmount} value={formatNaira(order.quote.total)} />
      </DetailList>
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
          <BusyButton type="button" className={button.primaryLarge} onClick={payment.pay} busy={paying} busyStatus={PAYBILLS_TEXT.paying}>
            {PAYBILLS_TEXT.makePayment}
          </BusyButton>
        )}
      </div>
    </section>
  );
}
