/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useState } from 'react';
import { containerStyle } from '@/components/ui/container-style';
import { errorMessage } from '@/lib/bills-api/client';
import { colors, fontSize, mq, radius, space } from '@/styles/theme';
import { usePlans } from '../api';
import { DEFAULT_HIGHLIGHT_INDEX, DEFAULT_PERIOD, LOADING_PLANS, NO_PLANS, PLANS_REGION_LABEL, type BillingPeriod } from '../constants';
import type { PlanCopy } from '../plan-copy';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { PlanCardSkeleton } from './PlanCardSkeleton';
import { PlansError } from './PlansError';

const SKELETON_COUNT = 4;

const section = css({ padding: `${space.lg} 0 ${space.section}` });
const toolbar = css({ display: 'flex', justifyContent: 'center', marginBottom: space.xxl });
const grid = css({
  display: 'grid',
  gap: space.lg,
  // Cards in a row share one height.
  alignItems: 'stretch',
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});
const empty = css({ padding: space.xl, borderRadius: radius.md, background: colors.surface, color: colors.muted, textAlign: 'center' });
const footnoteStyle = css({ marginTop: space.xxl, color: colors.muted, fontSize: fontSize.sm, textAlign: 'center', maxWidth: '60ch', marginInline: 'auto' });

type PricingPlansProps = { periodLabel: string; supportEmail: string; copy: PlanCopy; footnote?: string | null };

/** The plans from the bills API, with the billing period switch and the highlighted card. */
export function PricingPlans({ periodLabel, supportEmail, copy, footnote }: PricingPlansProps) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_PERIOD);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const { plans, error, isLoading, isRetrying, retry } = usePlans();
  const highlightedIndex = activeIndex ?? DEFAULT_HIGHLIGHT_INDEX;

  let content;
  if (error) content = <PlansError message={errorMessage(error)} retrying={isRetrying} onRetry={retry} />;
  else if (isLoading || !plans)
    content = (
      <div css={grid} aria-busy="true">
        <p role="status" className="visually-hidden">
          {LOADING_PLANS}
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <PlanCardSkeleton key={index} />
        ))}
      </div>
    );
  else if (plans.length === 0) content = <p css={empty}>{NO_PLANS}</p>;
  else
    content = (
      <div css={grid}>
        {plans.map((plan, index) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            supportEmail={supportEmail}
            copy={copy}
            highlighted={index === highlightedIndex}
            onActivate={() => setActiveIndex(index)}
            onDeactivate={() => setActiveIndex((current) => (current === index ? null : current))}
          />
        ))}
      </div>
    );

  return (
    <section css={section} aria-label={PLANS_REGION_LABEL}>
      <div css={containerStyle}>
        <div css={toolbar}>
          <PeriodToggle label={periodLabel} value={period} onChange={setPeriod} />
        </div>
        {content}
        {footnote && <p css={footnoteStyle}>{footnote}</p>}
      </div>
    </section>
  );
}
