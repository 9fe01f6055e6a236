import { describe, expect, it } from 'vitest';
import { formatAmountInput } from '@/features/paybills/amount';

describe('amount field', () => {
  it('groups thousands of a whole-naira amount while typing', () => {
    expect(formatAmountInput('12345')).toBe('12,345');
    expect(formatAmountInput('1,234,567')).toBe('1,234,567');
    expect(formatAmountInput('₦5000')).toBe('5,000');
  });

  it('drops leading zeros and leaves an empty field empty', () => {
    expect(formatAmountInput('0007')).toBe('7');
    expect(formatAmountInput('')).toBe('');
  });

  it('never cuts digits: a long amount stays whole for its limit to be named', () => {
    expect(formatAmountInput('1234567890')).toBe('1,234,567,890');
  });

  it('regroups a grouped field after an edit (a digit typed at its end, one deleted)', () => {
    expect(formatAmountInput('1,2345')).toBe('12,345');
    expect(formatAmountInput('12,34')).toBe('1,234');
  });

  it('shows what was typed, unchanged, when it is not a payable amount', () => {
    for (const typed of ['750.50', '-500', '12a345', 'N 5000.50']) expect(formatAmountInput(typed)).toBe(typed);
  });
});
