import { describe, expect, it } from 'vitest';
import { normalisePlans, type Plan } from '@/features/pricing/plan-schema';
import { displayPrice, priceForPeriod } from '@/features/pricing/price';
import { SPEC_PLAN_COPY } from '../../../fixtures/plan-copy';

const [silver] = normalisePlans([
  { id: 2, name: 'Silver', monthlyPrice: 2500, quarterlyPrice: 7000, yearlyPrice: 25000, isCustomPrice: false },
]) as [Plan];

describe('plan prices', () => {
  it('picks the price of the chosen period', () => {
    expect(priceForPeriod(silver, 'monthly')).toBe(2500);
    expect(priceForPeriod(silver, 'quarterly')).toBe(7000);
    expect(priceForPeriod(silver, 'annually')).toBe(25000);
  });

  it('shows the amount with the period suffix', () => {
    expect(displayPrice(silver, 'monthly', SPEC_PLAN_COPY)).toEqual({ amount: 'N2,500', suffix: '/month' });
    expect(displayPrice(silver, 'quarterly', SPEC_PLAN_COPY)).toEqual({ amount: 'N7,000', suffix: '/quarter' });
    expect(displayPrice(silver, 'annually', SPEC_PLAN_COPY)).toEqual({ amount: 'N25,000', suffix: '/year' });
  });

  it('takes the period endings from the pricing page in Studio', () => {
    const copy = {
      ...SPEC_PLAN_COPY,
      priceSuffixes: { monthly: ' a month', quarterly: ' a quarter', annually: ' a year' },
    };
    expect(displayPrice(silver, 'quarterly', copy)).toEqual({ amount: 'N7,000', suffix: ' a quarter' });
  });

  it('shows Negotiable, with no suffix, for a custom price in every period', () => {
    const custom = { ...silver, isCustomPrice: true };
    for (const period of ['monthly', 'quarterly', 'annually'] as const)
      expect(displayPrice(custom, period, SPEC_PLAN_COPY)).toEqual({ amount: 'Negotiable', suffix: null });
  });
});
