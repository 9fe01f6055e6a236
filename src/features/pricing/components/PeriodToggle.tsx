/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { colors, focusRing, fontSize, layout, motion, mq, radius, shadow, space } from '@/styles/theme';
import { BILLING_PERIODS, PERIOD_LABELS, type BillingPeriod } from '../constants';

const group = css({
  display: 'inline-flex',
  maxWidth: '100%',
  padding: space.xs,
  gap: space.xs,
  borderRadius: radius.pill,
  background: colors.white,
  border: `1px solid ${colors.border}`,
  boxShadow: shadow.hairline,
});
const option = css({
  minHeight: layout.tapTarget,
  // Three options fit a 320 px screen only with the smaller type and padding.
  paddingInline: space.sm,
  fontSize: fontSize.sm,
  [mq.sm]: { paddingInline: space.lg, fontSize: fontSize.md },
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: colors.muted,
  fontWeight: 700,
  cursor: 'pointer',
  transition: `background ${motion.fast}, color ${motion.fast}`,
  '&:hover': { color: colors.ink, background: colors.surface },
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.white },
  '&:focus-visible': focusRing,
});

type PeriodToggleProps = { label: string; value: BillingPeriod; onChange: (period: BillingPeriod) => void };

/** The Monthly / Quarterly / Annually switch: a labelled group of toggle buttons, one pressed. */
export function PeriodToggle({ label, value, onChange }: PeriodToggleProps) {
  return (
    <div role="group" aria-label={label} css={group}>
      {BILLING_PERIODS.map((period) => (
        <button key={period} type="button" css={option} aria-pressed={period === value} onClick={() => onChange(period)}>
          {PERIOD_LABELS[period]}
        </button>
      ))}
    </div>
  );
}
