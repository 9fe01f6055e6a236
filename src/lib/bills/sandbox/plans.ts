/** A subscription plan (membership tier) as the bills API's `GET membership-tier` answers it. */
export type MembershipTier = {
  id: number;
  name: string;
  monthlyPrice: number;
  quarterlyPrice: number;
  yearlyPrice: number;
  isCustomPrice: boolean;
  transactionFeePercent: number;
  feeToReferrerPercent: number;
  feeToProviderPercent: number;
  jobBidLimit: number;
  jobPostLimit: number;
  features: string[];
};

/** The sandbox's plans, in Naira. Longer periods are discounted against paying monthly (a quarter about 7-8% off three months, a year about 17% off twelve), as the real backend prices them. */
export const membershipTiers: readonly MembershipTier[] = [
  {
    id: 1,
    name: 'Bronze',
    monthlyPrice: 0,
    quarterlyPrice: 0,
    yearlyPrice: 0,
    isCustomPrice: false,
    transactionFeePercent: 10,
    feeToReferrerPercent: 1,
    feeToProviderPercent: 90,
    jobBidLimit: 5,
    jobPostLimit: 3,
    features: ['Verified profile badge', 'In-app chat with clients', 'Pay bills from your wallet'],
  },
  {
    id: 2,
    name: 'Silver',
    monthlyPrice: 2500,
    quarterlyPrice: 7000,
    yearlyPrice: 25000,
    isCustomPrice: false,
    transactionFeePercent: 7.5,
    feeToReferrerPercent: 1,
    feeToProviderPercent: 92.5,
    jobBidLimit: 20,
    jobPostLimit: 10,
    features: ['Everything in Bronze', 'Priority listing in search', 'Weekly earnings report'],
  },
  {
    id: 3,
    name: 'Gold',
    monthlyPrice: 6000,
    quarterlyPrice: 16500,
    yearlyPrice: 60000,
    isCustomPrice: false,
    transactionFeePercent: 5,
    feeToReferrerPercent: 1.5,
    feeToProviderPercent: 95,
    jobBidLimit: 50,
    jobPostLimit: 30,
    features: ['Everything in Silver', 'Featured shop on the Market Place', 'Same-day payouts', 'Priority support'],
  },
  {
    id: 4,
    name: 'Platinum',
    monthlyPrice: 0,
    quarterlyPrice: 0,
    yearlyPrice: 0,
    isCustomPrice: true,
    transactionFeePercent: 3,
    feeToReferrerPercent: 2,
    feeToProviderPercent: 97,
    jobBidLimit: 200,
    jobPostLimit: 100,
    features: ['Everything in Gold', 'CareHub staff management', 'Dedicated account manager', 'Custom invoicing'],
  },
];
