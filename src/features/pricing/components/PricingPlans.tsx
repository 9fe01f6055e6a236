'use client';

import { useDeferredValue, useState } from 'react';
import { errorMessage } from '@/lib/bills-api/client';
import { usePlans } from '../api';
import { DEFAULT_HIGHLIGHT_INDEX, DEFAULT_PERIOD, LOADING_PLANS, NO_PLANS, PLANS_REGION_LABEL, type BillingPeriod } from '../constants';
import type { PlanCopy } from '../plan-copy';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { PlanCardSkeleton } from './PlanCardSkeleton';
import { PlansError } from './PlansError';
import { container } from '@/components/ui/Container.styles';
import { pricingPlans as styles } from './PricingPlans.styles';

const SKELETON_COUNT = 4;

type PricingPlansProps = { periodLabel: string; plansEmail: string; copy: PlanCopy; footnote?: string | null };

/** The plans from the bills API, with the billing period switch and the highlighted card. */
export function PricingPlans({ periodLabel, plansEmail, copy, footnote }: PricingPlansProps) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_PERIOD);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const { plans: arrived, error, isRetrying, retry } = usePlans();
  // The cards are rendered in a transition, in slices a tap can come between, not in the task their answer arrives in.
  const plans = useDeferredValue(arrived);
  const highlightedIndex = activeIndex ?? DEFAULT_HIGHLIGHT_INDEX;

  let content;
  if (error) content = <PlansError message={errorMessage(error)} retrying={isRetrying} onRetry={retry} />;
  else if (!plans)
    content = (
      <div className={styles.grid} aria-busy="true">
        <p role="status" className="visually-hidden">
          {LOADING_PLANS}
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <PlanCardSkeleton key={index} copy={copy} />
        ))}
      </div>
    );
  else if (plans.length === 0) content = <p className={styles.empty}>{NO_PLANS}</p>;
  else
    content = (
      <div className={styles.grid}>
        {plans.map((plan, index) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            plansEmail={plansEmail}
            copy={copy}
            highlighted={index === highlightedIndex}
            onActivate={() => setActiveIndex(index)}
            onDeactivate={() => setActiveIndex((current) => (current === index ? null : current))}
          />
        ))}
      </div>
    );

  return (
    <section className={styles.section} aria-label={PLANS_REGION_LABEL}>
      <div className={container.column}>
        <div className={styles.toolbar}>
          <PeriodToggle label={periodLabel} names={copy.periodNames} value={period} onChange={setPeriod} />
        </div>
        {content}
        {footnote && <p className={styles.footnote}>{footnote}</p>}
      </div>
    </section>
  );
}
