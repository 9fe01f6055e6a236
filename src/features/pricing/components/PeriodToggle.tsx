import { stegaClean } from 'next-sanity';
import { BILLING_PERIODS, DEFAULT_PERIOD, PERIOD_INPUT_NAME } from '../constants';
import type { PlanCopy } from '../plan-copy';
import { periodToggle as styles } from './PeriodToggle.styles';

type PeriodToggleProps = { label: string; names: PlanCopy['periodNames'] };

/**
 * The Monthly / Quarterly / Annually switch: a labelled group of radio buttons (arrow keys move the choice). The cards
 * hold every period's price and link, and CSS shows the chosen period's (PricingPlans.styles), so it works from the
 * first paint, with or without JavaScript.
 */
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
