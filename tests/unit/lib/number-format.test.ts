import { describe, expect, it } from 'vitest';
import { formatNumber, groupThousands } from '@/lib/number-format';

describe('formatNumber', () => {
  it('writes thousands with commas and the given decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(1500.5, 2)).toBe('1,500.50');
    expect(formatNumber(-12345.5, 2)).toBe('-12,345.50');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
  });

  it('writes what Intl writes for en-NG, rounding included', () => {
    const values = [
      0.005,
      0.125,
      1.005,
      2.675,
      9.995,
      99.999,
      999.5,
      1234.5678,
      100000,
      999999.995,
      1e9 + 0.5,
      123456789012.34,
      -0.5,
      -1234.565,
    ];
    for (let index = 0; index < 400; index += 1)
      values.push(Math.round(Math.sin(index) * 10 ** (index % 12) * 1000) / 1000);
    for (const value of values) {
      for (const digits of [0, 2]) {
        const intl = new Intl.NumberFormat('en-NG', {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(value);
        if (intl === '-0' || intl === '-0.00') continue;
        expect(formatNumber(value, digits), `${value} with ${digits} decimals`).toBe(intl);
      }
    }
  });
});

describe('groupThousands', () => {
  it('puts a comma between each group of three digits from the right', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('12')).toBe('12');
    expect(groupThousands('12345')).toBe('12,345');
    expect(groupThousands('123456789')).toBe('123,456,789');
  });
});
