'use client';

import { BILLING_PERIODS, PERIOD_LABELS, type BillingPeriod } from '../constants';
import type { PricingClassNames } from '../pricing-styles';

type PeriodToggleProps = { label: string; value: BillingPeriod; classNames: PricingClassNames['toggle']; onChange: (period: BillingPeriod) => void };

/** The Monthly / Quarterly / Annually switch: a labelled group of toggle buttons, one pressed. */
export function PeriodToggle({ label, value, classNames, onChange }: PeriodToggleProps) {
  return (
    <div role="group" aria-label={label} className={classNames.group}>
      {BILLING_PERIODS.map((period) => (
        <button key={period} type="button" className={classNames.option} aria-pressed={period === value} onClick={() => onChange(period)}>
          {PERIOD_LABELS[period]}
        </button>
      ))}
    </div>
  );
}
