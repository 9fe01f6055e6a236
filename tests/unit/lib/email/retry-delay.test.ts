import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '@/lib/email/retry-delay';

describe('retryDelayMs', () => {
  it('waits 2 s after the first failure and doubles after each one, up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(retryDelayMs(9)).toBe(300_000);
    expect(retryDelayMs(50)).toBe(300_000);
  });
});
