import { stegaClean } from 'next-sanity';
import { BILLING_PERIODS, DEFAULT_PERIOD, PERIOD_INPUT_NAME } from '../constants';
import type { PlanCopy } from '../plan-copy';
import { periodToggle as styles } from './PeriodToggle.styles';

type PeriodToggleProps = { label: string; names: PlanCopy['periodNames'] };

/** Radio buttons: the cards hold every period's price and link, and CSS shows the checked one's (PricingPlans.styles). */
export function PeriodToggle({ label, names }: PeriodToggleProps) {
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{stegaClean(label)}</legend>
      {BILLING_PERIODS.map((period) => (
        <label key={period} className={styles.option}>
          <input
            type="radio"
            name={PERIOD_INPUT_NAME}
            value={period}
            defaultChecked={period === DEFAULT_PERIOD}
            className={styles.input}
          />
          {names[period]}
        </label>
      ))}
    </fieldset>
  );
}
