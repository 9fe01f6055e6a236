import { formatNaira } from '@/lib/money';
import type { BillingPeriod } from './constants';
import type { PlanCopy } from './plan-copy';
import type { Plan } from './plan-schema';

export function priceForPeriod(plan: Plan, period: BillingPeriod): number {
  if (period === 'quarterly') return plan.quarterlyPrice;
  if (period === 'annually') return plan.yearlyPrice;
  return plan.monthlyPrice;
}

export function displayPrice(
  plan: Plan,
  period: BillingPeriod,
  copy: Pick<PlanCopy, 'negotiableLabel' | 'priceSuffixes'>,
): { amount: string; suffix: string | null } {
  if (plan.isCustomPrice) return { amount: copy.negotiableLabel, suffix: null };
  return { amount: formatNaira(priceForPeriod(plan, period), { kobo: false }), suffix: copy.priceSuffixes[period] };
}
