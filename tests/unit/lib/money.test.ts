import { describe, expect, it } from 'vitest';
import { formatNaira, isNairaText } from '@/lib/money';

describe('formatNaira', () => {
  it('writes bill amounts with the symbol N, thousands separators and kobo', () => {
    expect(formatNaira(12345)).toBe('N12,345.00');
    expect(formatNaira(0)).toBe('N0.00');
    expect(formatNaira(1500.5)).toBe('N1,500.50');
  });

  it('writes plan prices in whole Naira, rounded', () => {
    expect(formatNaira(2500, { kobo: false })).toBe('N2,500');
    expect(formatNaira(1250000, { kobo: false })).toBe('N1,250,000');
    expect(formatNaira(999.6, { kobo: false })).toBe('N1,000');
  });
});

describe('isNairaText', () => {
  it('knows an amount as formatNaira writes it, and nothing else', () => {
    for (const amount of [0, 50, 2100, 250100, 1234567.5]) expect(isNairaText(formatNaira(amount))).toBe(true);
    expect(isNairaText(formatNaira(2500, { kobo: false }))).toBe(true);
    for (const text of ['2,100.00', 'N', 'N2,1000.00', 'Adaeze Okafor', '11111111111', 'N2,100.00 '])
      expect(isNairaText(text)).toBe(false);
  });
});
