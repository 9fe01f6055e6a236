import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/features/contact/rate-limit';

describe('RateLimiter', () => {
  it('allows the limit within a window, refuses the next with the seconds left, and resets after the window', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    now = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});
