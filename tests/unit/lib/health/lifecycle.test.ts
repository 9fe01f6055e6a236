import { describe, expect, it } from 'vitest';
import { drainMilliseconds } from '@/lib/health/lifecycle';

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  it('is read in seconds, 0 when unset or not a positive number, and at most five minutes', () => {
    expect(drainMilliseconds(undefined)).toBe(0);
    expect(drainMilliseconds('')).toBe(0);
    expect(drainMilliseconds('five')).toBe(0);
    expect(drainMilliseconds('-3')).toBe(0);
    expect(drainMilliseconds('2.5')).toBe(2_500);
    expect(drainMilliseconds('10')).toBe(10_000);
    expect(drainMilliseconds('9999')).toBe(300_000);
  });
});
