import type { PricingPage } from '@/lib/content';

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

export function transactionFeeSentence(copy: PlanCopy, percent: number): string {
  return copy.transactionFeeLabel.replaceAll('{percent}', String(percent));
}
