'use client';

import { stegaClean } from 'next-sanity';
import { BILLING_PERIODS, type BillingPeriod } from '../constants';
import type { PlanCopy } from '../plan-copy';
import { periodToggle as styles } from './PeriodToggle.styles';

type PeriodToggleProps = { label: string; names: PlanCopy['periodNames']; value: BillingPeriod; onChange: (period: BillingPeriod) => void };

/** The Monthly / Quarterly / Annually switch: a labelled group of toggle buttons, one pressed. */
export function PeriodToggle({ label, names, value, onChange }: PeriodToggleProps) {
  return (
    <div role="group" aria-label={stegaClean(label)} className={styles.group}>
      {BILLING_PERIODS.map((period) => (
        <button key={period} type="button" className={styles.option} aria-pressed={period === value} onClick={() => onChange(period)}>
          {names[period]}
        </button>
      ))}
    </div>
  );
}
