'use client';

import { useDeferredValue } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { errorMessage } from '@/lib/bills/browser/client';
import { usePlans } from '../api';
import { NO_PLANS, PLANS_REGION_LABEL } from '../constants';
import type { PlanCopy } from '../plan-copy';
import type { PlansOnServer } from '../plans-on-server';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { PlansError } from './PlansError';
import { container } from '@/components/ui/Container.styles';
import { pricingPlans as styles } from './PricingPlans.styles';

type PricingPlansProps = {
  periodLabel: string;
  plansEmail: string;
  copy: PlanCopy;
  footnote?: string | null;
  fromServer: PlansOnServer;
};

/** The plans from the bills API (in the page's HTML, then refreshed by SWR), with the billing period switch and the highlighted card. */
export function PricingPlans({ periodLabel, plansEmail, copy, footnote, fromServer }: PricingPlansProps) {
  const { plans: latest, error, isValidating, retry } = usePlans('plans' in fromServer ? fromServer.plans : undefined);
  // A refresh that brings other plans renders them in a transition, in slices a tap can come between.
  const plans = useDeferredValue(latest);
  const hydrated = useHydrated();

  let content;
  if (!plans) {
    // What the server could not read; until SWR's own request answers, its reason and Retry (a reload without JavaScript).
    const message = error ? errorMessage(error) : 'error' in fromServer ? fromServer.error : '';
    content = <PlansError message={message} retrying={hydrated && isValidating} onRetry={hydrated ? retry : null} />;
  } else if (plans.length === 0) content = <p className={styles.empty}>{NO_PLANS}</p>;
  else
    content = (
      <div className={styles.grid}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} plansEmail={plansEmail} copy={copy} />
        ))}
      </div>
    );

  return (
    <section className={styles.section} aria-label={PLANS_REGION_LABEL}>
      <div className={container.column}>
        <div className={styles.toolbar}>
          <PeriodToggle label={periodLabel} names={copy.periodNames} />
        </div>
        {content}
        {footnote && <p className={styles.footnote}>{footnote}</p>}
      </div>
    </section>
  );
}
