import { formatNaira } from '@/lib/money';
import { PERIOD_SUFFIXES, type BillingPeriod } from './constants';
import type { Plan } from './plan-schema';

export function priceForPeriod(plan: Plan, period: BillingPeriod): number {
  if (period === 'quarterly') return plan.quarterlyPrice;
  if (period === 'annually') return plan.yearlyPrice;
  return plan.monthlyPrice;
}

/** What a card shows as its price: the amount and its period, or `Negotiable` for a custom price. */
export function displayPrice(plan: Plan, period: BillingPeriod, negotiableLabel: string): { amount: string; suffix: string | null } {
  if (plan.isCustomPrice) return { amount: negotiableLabel, suffix: null };
  return { amount: formatNaira(priceForPeriod(plan, period), { kobo: false }), suffix: PERIOD_SUFFIXES[period] };
}
