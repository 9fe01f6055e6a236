'use client';

import dynamic from 'next/dynamic';
import { useDeferredValue, useState } from 'react';
import type { LivePlansState } from './LivePlans';
import { NO_PLANS, PLANS_REGION_LABEL } from '../constants';
import type { PlanCopy } from '../plan-copy';
import type { PlansOnServer } from '../plans-on-server';
import { PeriodToggle } from './PeriodToggle';
import { PlanCard } from './PlanCard';
import { PlansError } from './PlansError';
import { container } from '@/components/ui/Container.styles';
import { pricingPlans as styles } from './PricingPlans.styles';

type PricingPlansProps = {
  plansEmail: string;
  copy: PlanCopy & { periodLabel: string; footnote?: string | null };
  fromServer: PlansOnServer;
};

// SWR and the bills client load after the page: the plans are already in the HTML.
const LivePlans = dynamic(() => import('./LivePlans').then((module) => module.LivePlans), { ssr: false });

export function PricingPlans({ plansEmail, copy, fromServer }: PricingPlansProps) {
  const initial = 'plans' in fromServer ? fromServer.plans : undefined;
  // Null until SWR's script has loaded after hydration.
  const [live, setLive] = useState<LivePlansState | null>(null);
  // A refresh that brings other plans renders them in a transition, in slices a tap can come between.
  const plans = useDeferredValue(live ? live.plans : initial);

  let content;
  if (!plans) {
    // What the server could not read; until SWR's own request answers, its reason and Retry (a reload without JavaScript).
    const message = live?.errorMessage ?? ('error' in fromServer ? fromServer.error : '');
    content = <PlansError message={message} retrying={live?.isValidating ?? false} onRetry={live?.retry ?? null} />;
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
          <PeriodToggle label={copy.periodLabel} names={copy.periodNames} />
        </div>
        {content}
        {copy.footnote && <p className={styles.footnote}>{copy.footnote}</p>}
      </div>
      <LivePlans fromServer={initial} onChange={setLive} />
    </section>
  );
}
