import { formatNumber } from '@/lib/number-format';
import type { PlanCopy } from './plan-copy';
import type { Plan } from './plan-schema';

export function featureLines(plan: Pick<Plan, 'jobBidLimit' | 'jobPostLimit' | 'features'>, copy: PlanCopy): string[] {
  const lines: string[] = [];
  if (plan.jobBidLimit !== null) lines.push(`${formatNumber(plan.jobBidLimit)} ${copy.jobBidsLabel}`);
  if (plan.jobPostLimit !== null) lines.push(`${formatNumber(plan.jobPostLimit)} ${copy.jobPostsLabel}`);
  return [...lines, copy.unlimitedAccessLabel, ...plan.features];
}
