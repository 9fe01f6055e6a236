import { JOB_BIDS_LINE, JOB_POSTS_LINE, UNLIMITED_ACCESS } from './constants';
import type { Plan } from './plan-schema';

const count = new Intl.NumberFormat('en-NG');

/** A card's feature lines: the bid and post limits (when known), unlimited access, then the plan's own. */
export function featureLines(plan: Plan): string[] {
  const lines: string[] = [];
  if (plan.jobBidLimit !== null) lines.push(`${count.format(plan.jobBidLimit)} ${JOB_BIDS_LINE}`);
  if (plan.jobPostLimit !== null) lines.push(`${count.format(plan.jobPostLimit)} ${JOB_POSTS_LINE}`);
  return [...lines, UNLIMITED_ACCESS, ...plan.features];
}
