import { FREE_PLAN_NAME, type BillingPeriod } from './constants';
import type { PlanCopy } from './plan-copy';
import type { Plan } from './plan-schema';
import { priceForPeriod } from './price';

export const APP_URL = (process.env.NEXT_PUBLIC_APP_URL || 'https://app.helpa.ng').replace(/\/+$/, '');

export const FREE_START_HREF = '/comingsoon';

export function subscribeHref(tierId: string, period: BillingPeriod, appUrl: string = APP_URL): string {
  const params = new URLSearchParams({ label: 'subscription', tierId, charge: period });
  return `${appUrl}/settings?${params.toString()}`;
}

export function contactHref(plansEmail: string, planName: string): string {
  return `mailto:${plansEmail}?subject=${encodeURIComponent(`${planName} plan`)}`;
}

export function isFreeStarter(plan: Plan): boolean {
  return plan.name.toLowerCase() === FREE_PLAN_NAME.toLowerCase();
}

export function planAction(
  plan: Plan,
  period: BillingPeriod,
  plansEmail: string,
  copy: PlanCopy,
): { label: string; href: string } {
  if (plan.isCustomPrice) return { label: copy.contactUsLabel, href: contactHref(plansEmail, plan.name) };
  if (isFreeStarter(plan) && priceForPeriod(plan, period) === 0)
    return { label: copy.getStartedFreeLabel, href: FREE_START_HREF };
  return { label: copy.subscribeLabel, href: subscribeHref(plan.id, period) };
}
