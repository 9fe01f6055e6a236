import { describe, expect, it } from 'vitest';
import { featureLines } from '@/features/pricing/feature-lines';
import { SPEC_PLAN_COPY } from '../../../fixtures/plan-copy';
import { normalisePlans } from '@/features/pricing/plan-schema';
import { membershipTiers } from '@/lib/bills/sandbox/plans';

describe('plans payload normalisation', () => {
  it('keeps every sandbox plan with its fields', () => {
    const plans = normalisePlans(membershipTiers);
    expect(plans.map((p) => p.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(plans[1]).toMatchObject({
      id: '2',
      monthlyPrice: 2500,
      transactionFeePercent: 7.5,
      jobBidLimit: 20,
      jobPostLimit: 10,
    });
  });

  it('gives no plans for an empty list or a payload that is not a list', () => {
    expect(normalisePlans([])).toEqual([]);
    for (const payload of [undefined, null, {}, 'plans', 3]) expect(normalisePlans(payload)).toEqual([]);
  });

  it('fills missing or ill-typed fields with safe values', () => {
    const [plan] = normalisePlans([
      { id: 'gold', name: 'Gold', monthlyPrice: '6000', features: ['Same-day payouts', 7, '', null] },
    ]);
    expect(plan).toEqual({
      id: 'gold',
      name: 'Gold',
      monthlyPrice: 0,
      quarterlyPrice: 0,
      yearlyPrice: 0,
      isCustomPrice: false,
      transactionFeePercent: null,
      jobBidLimit: null,
      jobPostLimit: null,
      features: ['Same-day payouts'],
    });
  });

  it('leaves out entries without an id or a name, and entries that are not objects', () => {
    const plans = normalisePlans([{ name: 'No id' }, { id: 5, name: '  ' }, null, 'Silver', { id: 6, name: 'Kept' }]);
    expect(plans.map((p) => p.name)).toEqual(['Kept']);
  });

  it('refuses negative prices and impossible percents', () => {
    const [plan] = normalisePlans([{ id: 1, name: 'Odd', monthlyPrice: -5, transactionFeePercent: 140 }]);
    expect(plan?.monthlyPrice).toBe(0);
    expect(plan?.transactionFeePercent).toBeNull();
  });
});

describe('plan feature lines', () => {
  it('lists bids, posts, unlimited access, then the plan features', () => {
    const [gold] = normalisePlans([
      { id: 3, name: 'Gold', jobBidLimit: 1500, jobPostLimit: 30, features: ['Priority support'] },
    ]);
    expect(featureLines(gold!, SPEC_PLAN_COPY)).toEqual([
      '1,500 Jobs Biddings and delivering',
      '30 jobs application (monthly)',
      'Unlimited access',
      'Priority support',
    ]);
  });

  it('skips the limits it does not know', () => {
    const [plan] = normalisePlans([{ id: 3, name: 'Gold' }]);
    expect(featureLines(plan!, SPEC_PLAN_COPY)).toEqual(['Unlimited access']);
  });
});
