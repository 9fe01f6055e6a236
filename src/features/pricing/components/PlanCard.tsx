/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import type { FocusEvent } from 'react';
import { AnyLink } from '@/components/ui/AnyLink';
import { buttonStyles } from '@/components/ui/button-styles';
import { colors, fontSize, radius, space } from '@/styles/theme';
import type { BillingPeriod } from '../constants';
import { featureLines } from '../feature-lines';
import { isFreeStarter, planAction } from '../links';
import { transactionFeeSentence, type PlanCopy } from '../plan-copy';
import type { Plan } from '../plan-schema';
import { displayPrice } from '../price';
import { cardStyle } from './card-style';

const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, minHeight: '32px' });
const nameStyle = css({ fontSize: fontSize.lg, fontWeight: 800, color: colors.ink });
const badge = css({
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: colors.accentTint,
  color: colors.accentText,
  fontSize: fontSize.sm,
  fontWeight: 700,
});
const priceStyle = css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space.xs, color: colors.ink });
const amountStyle = css({ fontSize: fontSize.xxl, fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 });
const suffixStyle = css({ color: colors.muted, fontWeight: 600 });
const feeStyle = css({ color: colors.muted, fontSize: fontSize.sm, minHeight: '42px' });
const action = css({ width: '100%' });
const list = css({ listStyle: 'none', margin: 0, padding: `${space.md} 0 0`, borderTop: `1px solid ${colors.border}`, display: 'grid', gap: space.sm });
const item = css({ display: 'flex', gap: space.sm, alignItems: 'flex-start', color: colors.ink, fontSize: fontSize.md });
const check = css({ flexShrink: 0, marginTop: '3px', color: colors.primary });

function CheckIcon() {
  return (
    <svg css={check} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill={colors.primaryTint} />
      <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type PlanCardProps = {
  plan: Plan;
  period: BillingPeriod;
  supportEmail: string;
  copy: PlanCopy;
  highlighted: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
};

export function PlanCard({ plan, period, supportEmail, copy, highlighted, onActivate, onDeactivate }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  const price = displayPrice(plan, period, copy.negotiableLabel);
  const { label, href } = planAction(plan, period, supportEmail, copy);
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onDeactivate();
  };

  return (
    <article
      aria-labelledby={nameId}
      data-highlighted={highlighted}
      css={cardStyle(highlighted)}
      onMouseEnter={onActivate}
      onMouseLeave={onDeactivate}
      onFocus={onActivate}
      onBlur={leaveFocus}
    >
      <div css={header}>
        <h2 id={nameId} css={nameStyle}>
          {plan.name}
        </h2>
        {isFreeStarter(plan) && <span css={badge}>{copy.freeStarterLabel}</span>}
      </div>
      <p css={priceStyle}>
        <span css={amountStyle}>{price.amount}</span>
        {price.suffix && <span css={suffixStyle}>{price.suffix}</span>}
      </p>
      <p css={feeStyle}>{plan.transactionFeePercent !== null && transactionFeeSentence(copy, plan.transactionFeePercent)}</p>
      <AnyLink css={[buttonStyles(highlighted ? 'primary' : 'secondary'), action]} href={href} aria-describedby={nameId}>
        {label}
      </AnyLink>
      <ul css={list}>
        {featureLines(plan, copy).map((line, index) => (
          <li key={`${index}-${line}`} css={item}>
            <CheckIcon />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
