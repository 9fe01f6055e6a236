'use client';

import { Spinner } from '@/components/ui/Spinner';
import { formatNaira } from '@/lib/money';
import type { CustomerSummary } from '@/features/paybills/electricity-reducer';
import { button } from '@/components/ui/Button.styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';
import { form } from './Form.styles';
import { summaryStep as styles } from './SummaryStep.styles';

type SummaryStepProps = { summary: CustomerSummary; paying: boolean; error: string | null; onEdit: () => void; onPay: () => void };

/** Step 3: everything the customer is about to pay (fee and total from the distributor), and Make Payment. */
export function SummaryStep({ summary, paying, error, onEdit, onPay }: SummaryStepProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const rows: Array<[string, string]> = [
    [PAYBILLS_TEXT.name, summary.name],
    [PAYBILLS_TEXT.meterNumber, summary.meterNumber],
    [PAYBILLS_TEXT.currentAmount, formatNaira(summary.amount)],
    [PAYBILLS_TEXT.totalBill, formatNaira(summary.payable)],
    [PAYBILLS_TEXT.address, summary.address],
    [PAYBILLS_TEXT.meterType, summary.meterType],
    [PAYBILLS_TEXT.arrears, summary.arrears],
    [PAYBILLS_TEXT.convenienceFee, formatNaira(summary.convenienceFee)],
  ];
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
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.payable}>
          <dt>{PAYBILLS_TEXT.payableAmount}</dt>
          <dd>{formatNaira(summary.payable)}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className={form.fieldError}>
          {error}
        </p>
      )}
      <div className={form.actionsRow}>
        <button type="button" className={button.primaryLarge} onClick={onPay} disabled={paying} aria-busy={paying}>
          {paying && <Spinner />}
          {PAYBILLS_TEXT.makePayment}
        </button>
        <span role="status" className="visually-hidden">
          {paying ? PAYBILLS_TEXT.paying : ''}
        </span>
      </div>
    </section>
  );
}
