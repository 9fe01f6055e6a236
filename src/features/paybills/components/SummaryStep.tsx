/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { colors, fontSize, space } from '@/styles/theme';
import { formatNaira } from '@/lib/money';
import type { CustomerSummary } from '@/features/paybills/electricity-reducer';
import { actionsRow, definitionList, sectionCard, stepTitle } from './form-styles';
import { ComingSoonNote } from './ComingSoonNote';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { useFocusOnMount } from '@/features/paybills/use-focus-on-mount';

const header = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: space.sm });
const payable = css({ '& dd': { color: colors.primary, fontSize: fontSize.lg } });

/** Step 3: everything the customer is about to pay, with a way back to edit it. */
export function SummaryStep({ summary, onEdit }: { summary: CustomerSummary; onEdit: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [paymentNoted, setPaymentNoted] = useState(false);
  const rows: Array<[string, string]> = [
    [PAYBILLS_TEXT.name, summary.name],
    [PAYBILLS_TEXT.meterNumber, summary.meterNumber],
    [PAYBILLS_TEXT.currentAmount, formatNaira(summary.amount)],
    [PAYBILLS_TEXT.totalBill, PAYBILLS_TEXT.zeroAmount],
    [PAYBILLS_TEXT.address, summary.address],
    [PAYBILLS_TEXT.meterType, summary.meterType],
    [PAYBILLS_TEXT.arrears, summary.arrears],
    [PAYBILLS_TEXT.convenienceFee, PAYBILLS_TEXT.zeroAmount],
  ];
  return (
    <section aria-labelledby="summary-heading" css={sectionCard}>
      <div css={header}>
        <h3 id="summary-heading" ref={headingRef} tabIndex={-1} css={stepTitle}>
          {PAYBILLS_TEXT.orderSummary}
        </h3>
        <Button variant="secondary" onClick={onEdit}>
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
      <div css={actionsRow}>
        <Button size="lg" onClick={() => setPaymentNoted(true)}>
          {PAYBILLS_TEXT.makePayment}
        </Button>
      </div>
      <ComingSoonNote shown={paymentNoted} />
    </section>
  );
}
