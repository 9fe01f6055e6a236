import { describe, expect, it } from 'vitest';
import { amountValue, formatAmountInput } from '@/features/paybills/amount';

describe('amount formatting', () => {
  it('strips non-digits and groups thousands while typing', () => {
    expect(formatAmountInput('12a345')).toBe('12,345');
    expect(formatAmountInput('1,234,567')).toBe('1,234,567');
    expect(formatAmountInput('N 5000.50')).toBe('500,050');
  });

  it('leaves nothing for input without digits and drops leading zeros', () => {
    expect(formatAmountInput('abc')).toBe('');
    expect(formatAmountInput('0007')).toBe('7');
  });

  it('caps the amount at nine digits', () => {
    expect(formatAmountInput('12345678901')).toBe('123,456,789');
  });

  it('reads the number back from the formatted field', () => {
    expect(amountValue('12,345')).toBe(12345);
    expect(amountValue('')).toBe(0);
  });
});
