import type { PricingPage } from '@/lib/content';

/** The plan cards' wording, edited in Sanity (pricingPage) and seeded with the spec's strings. */
export type PlanCopy = Pick<
  PricingPage,
  | 'freeStarterLabel'
  | 'negotiableLabel'
  | 'getStartedFreeLabel'
  | 'subscribeLabel'
  | 'contactUsLabel'
  | 'transactionFeeLabel'
  | 'jobBidsLabel'
  | 'jobPostsLabel'
  | 'unlimitedAccessLabel'
  | 'periodNames'
  | 'priceSuffixes'
>;

/** The fee sentence with the plan's percentage in place of `{percent}`. */
export function transactionFeeSentence(copy: PlanCopy, percent: number): string {
  return copy.transactionFeeLabel.replaceAll('{percent}', String(percent));
}
