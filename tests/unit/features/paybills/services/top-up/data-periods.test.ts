import { describe, expect, it } from 'vitest';
import { periodOf } from '@/features/paybills/services/top-up/data-periods';

describe('data plan periods', () => {
  it.each([
    ['100 MB - 1 day', 'Daily'],
    ['1 GB - 7 days', 'Weekly'],
    ['4.5 GB - 30 days', 'Monthly'],
    ['150 GB - 365 days', 'Yearly'],
    ['6 GB - 14 days', 'Others'],
    ['Night plan', 'Others'],
  ])('%s is %s', (name, period) => {
    expect(periodOf(name)).toBe(period);
  });
});
