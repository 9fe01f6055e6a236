/** Pricing's periods, defaults and functional microcopy. The cards' wording comes from Sanity (see plan-copy.ts). */
export const BILLING_PERIODS = ['monthly', 'quarterly', 'annually'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_PERIOD: BillingPeriod = 'monthly';
export const PERIOD_INPUT_NAME = 'billing-period';

/** The card highlighted when no card is hovered or focused (spec section 9). */
export const DEFAULT_HIGHLIGHT_INDEX = 2;

export const FREE_PLAN_NAME = 'Bronze';

export const PRICING_PATH = '/pricing';

export const PLANS_REGION_LABEL = 'Plans';
export const PLANS_ERROR_TITLE = 'We could not load the plans.';
export const RETRY = 'Retry';
export const NO_PLANS = 'No plans are available right now. Please check back soon.';
