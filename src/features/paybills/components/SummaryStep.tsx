/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { colors, fontSize, space } from '@/styles/theme';
import { formatNaira } from '@/lib/money';
import type { CustomerSummary } from '@/features/paybills/electricity-reducer';
import { actionsRow, definitionList, fieldErrorStyle, sectionCard, stepTitle } from './form-styles';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';

const header = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.sm });
const payable = css({ '& dd': { color: colors.primary, fontSize: fontSize.lg } });

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
    <section aria-labelledby="summary-heading" css={sectionCard}>
      <div css={header}>
        <h3 id="summary-heading" ref={headingRef} tabIndex={-1} css={stepTitle}>
          {PAYBILLS_TEXT.orderSummary}
        </h3>
        <Button variant="secondary" onClick={onEdit} disabled={paying}>
          {PAYBILLS_TEXT.editDetails}
        </Button>
      </div>
      <dl css={definitionList}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div css={payable}>
          <dt>{PAYBILLS_TEXT.payableAmount}</dt>
          <dd>{formatNaira(summary.payable)}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" css={fieldErrorStyle}>
          {error}
        </p>
      )}
      <div css={actionsRow}>
        <Button size="lg" onClick={onPay} disabled={paying} aria-busy={paying}>
          {paying && <Spinner />}
          {PAYBILLS_TEXT.makePayment}
        </Button>
        <span role="status" className="visually-hidden">
          {paying ? PAYBILLS_TEXT.paying : ''}
        </span>
      </div>
    </section>
  );
}
