import { NEGOTIABLE, PERIOD_SUFFIXES, type BillingPeriod } from './constants';
import type { Plan } from './plan-schema';

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** Whole Naira with the ₦ sign and thousands separators: `₦2,500`. */
export function formatNaira(amount: number): string {
  return `₦${naira.format(Math.round(amount))}`;
}

export function priceForPeriod(plan: Plan, period: BillingPeriod): number {
  if (period === 'quarterly') return plan.quarterlyPrice;
  if (period === 'annually') return plan.yearlyPrice;
  return plan.monthlyPrice;
}

/** What a card shows as its price: the amount and its period, or `Negotiable` for a custom price. */
export function displayPrice(plan: Plan, period: BillingPeriod): { amount: string; suffix: string | null } {
  if (plan.isCustomPrice) return { amount: NEGOTIABLE, suffix: null };
  return { amount: formatNaira(priceForPeriod(plan, period)), suffix: PERIOD_SUFFIXES[period] };
}
