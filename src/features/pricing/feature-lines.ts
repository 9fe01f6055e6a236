import type { PlanCopy } from './plan-copy';
import type { Plan } from './plan-schema';

const count = new Intl.NumberFormat('en-NG');

/** A card's feature lines: the bid and post limits (when known), unlimited access, then the plan's own. */
export function featureLines(plan: Plan, copy: PlanCopy): string[] {
  const lines: string[] = [];
  if (plan.jobBidLimit !== null) lines.push(`${count.format(plan.jobBidLimit)} ${copy.jobBidsLabel}`);
  if (plan.jobPostLimit !== null) lines.push(`${count.format(plan.jobPostLimit)} ${copy.jobPostsLabel}`);
  return [...lines, copy.unlimitedAccessLabel, ...plan.features];
}
