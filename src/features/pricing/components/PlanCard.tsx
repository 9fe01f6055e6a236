import { AnyLink } from '@/components/ui/AnyLink';
import { colors } from '@/styles/theme';
import { BILLING_PERIODS } from '../constants';
import { featureLines } from '../feature-lines';
import { isFreeStarter, planAction } from '../links';
import { transactionFeeSentence, type PlanCopy } from '../plan-copy';
import type { Plan } from '../plan-schema';
import { displayPrice } from '../price';
import { button } from '@/components/ui/Button.styles';
import { planCard as styles } from './PlanCard.styles';

function CheckIcon({ className }: { className: string }) {
  return (
    <svg className={className} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill={colors.primaryTint} />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type PlanCardProps = { plan: Plan; plansEmail: string; copy: PlanCopy };

export function PlanCard({ plan, plansEmail, copy }: PlanCardProps) {
  const nameId = `plan-${plan.id}-name`;
  return (
    <article aria-labelledby={nameId} className={styles.card}>
      <div className={styles.header}>
        <h2 id={nameId} className={styles.name}>
          {plan.name}
        </h2>
        {isFreeStarter(plan) && <span className={styles.badge}>{copy.freeStarterLabel}</span>}
      </div>
      <p className={styles.price}>
        {BILLING_PERIODS.map((period) => {
          const price = displayPrice(plan, period, copy);
          return (
            <span key={period} data-period={period}>
              <span className={styles.amount}>{price.amount}</span>
              {price.suffix && <span className={styles.suffix}>{price.suffix}</span>}
            </span>
          );
        })}
      </p>
      <p className={styles.fee}>
        {plan.transactionFeePercent !== null && transactionFeeSentence(copy, plan.transactionFeePercent)}
      </p>
      {BILLING_PERIODS.map((period) => {
        const { label, href } = planAction(plan, period, plansEmail, copy);
        return (
          <span key={period} data-period={period}>
            <AnyLink className={`${button.secondary} ${styles.action}`} href={href} aria-describedby={nameId}>
              {label}
            </AnyLink>
          </span>
        );
      })}
      <ul className={styles.list}>
        {featureLines(plan, copy).map((line, index) => (
          <li key={`${index}-${line}`} className={styles.item}>
            <CheckIcon className={styles.check} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
