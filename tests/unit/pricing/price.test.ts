import { describe, expect, it } from 'vitest';
import { NEGOTIABLE } from '@/features/pricing/constants';
import { normalisePlans, type Plan } from '@/features/pricing/plan-schema';
import { displayPrice, formatNaira, priceForPeriod } from '@/features/pricing/price';

const [silver] = normalisePlans([{ id: 2, name: 'Silver', monthlyPrice: 2500, quarterlyPrice: 7000, yearlyPrice: 25000, isCustomPrice: false }]) as [Plan];

describe('plan prices', () => {
  it('formats whole Naira with the ₦ sign and thousands separators', () => {
    expect(formatNaira(2500)).toBe('₦2,500');
    expect(formatNaira(1250000)).toBe('₦1,250,000');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(999.6)).toBe('₦1,000');
  });

  it('picks the price of the chosen period', () => {
    expect(priceForPeriod(silver, 'monthly')).toBe(2500);
    expect(priceForPeriod(silver, 'quarterly')).toBe(7000);
    expect(priceForPeriod(silver, 'annually')).toBe(25000);
  });

  it('shows the amount with the period suffix', () => {
    expect(displayPrice(silver, 'monthly')).toEqual({ amount: '₦2,500', suffix: '/month' });
    expect(displayPrice(silver, 'quarterly')).toEqual({ amount: '₦7,000', suffix: '/quarter' });
    expect(displayPrice(silver, 'annually')).toEqual({ amount: '₦25,000', suffix: '/year' });
  });

  it('shows Negotiable, with no suffix, for a custom price in every period', () => {
    const custom = { ...silver, isCustomPrice: true };
    for (const period of ['monthly', 'quarterly', 'annually'] as const) expect(displayPrice(custom, period)).toEqual({ amount: NEGOTIABLE, suffix: null });
  });
});
