'use client';

import { Spinner } from '@/components/ui/Spinner';
import { formatNaira } from '@/lib/money';
import type { CustomerSummary } from '@/features/paybills/electricity-reducer';
import { useFormClassNames } from '@/features/paybills/form-class-names';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';

type SummaryStepProps = { summary: CustomerSummary; paying: boolean; error: string | null; onEdit: () => void; onPay: () => void };

/** Step 3: everything the customer is about to pay (fee and total from the distributor), and Make Payment. */
export function SummaryStep({ summary, paying, error, onEdit, onPay }: SummaryStepProps) {
  const { form: classNames, summary: summaryClassNames, buttons } = useFormClassNames();
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
    <section aria-labelledby="summary-heading" className={classNames.sectionCard}>
      <div className={summaryClassNames.header}>
        <h3 id="summary-heading" ref={headingRef} tabIndex={-1} className={classNames.stepTitle}>
          {PAYBILLS_TEXT.orderSummary}
        </h3>
        <button type="button" className={buttons.secondary} onClick={onEdit} disabled={paying}>
          {PAYBILLS_TEXT.editDetails}
        </button>
      </div>
      <dl className={classNames.definitionList}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={summaryClassNames.payable}>
          <dt>{PAYBILLS_TEXT.payableAmount}</dt>
          <dd>{formatNaira(summary.payable)}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className={classNames.fieldError}>
          {error}
        </p>
      )}
      <div className={classNames.actionsRow}>
        <button type="button" className={buttons.primaryLarge} onClick={onPay} disabled={paying} aria-busy={paying}>
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
