import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '@/lib/rate-limit';

// In this process's memory (no Redis URL), on Vitest's clock.
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const inMemory = (name: string, limit: number, windowMs: number) =>
  createRateLimiter({ name, limit, windowMs, redisUrl: '' });

describe('createRateLimiter in memory', () => {
  it('allows the limit within a window, refuses the next with the seconds left, and resets after the window', async () => {
    const limiter = inMemory('test', 2, 60_000);
    expect(await limiter.consume('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    vi.setSystemTime(15_000);
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(await limiter.consume('b')).toEqual({ ok: true });
    vi.setSystemTime(60_000);
    expect(await limiter.consume('a')).toEqual({ ok: true });
  });

  it('checks without counting, and gives back an attempt that turned out not to count', async () => {
    const limiter = inMemory('test', 2, 60_000);
    for (let i = 0; i < 5; i += 1) expect(await limiter.check('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    vi.setSystemTime(20_000);
    expect(await limiter.check('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    await limiter.refund('a');
    expect(await limiter.check('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
  });

  it('never answers Retry-After 0, even in the window’s last milliseconds', async () => {
    const limiter = inMemory('test', 1, 1_000);
    await limiter.consume('a');
    vi.setSystemTime(999);
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('keeps the counts of two limiters apart', async () => {
    const contact = inMemory('contact', 1, 1_000);
    const sandbox = inMemory('sandbox', 1, 1_000);
    expect(await contact.consume('ip')).toEqual({ ok: true });
    expect(await sandbox.consume('ip')).toEqual({ ok: true });
    expect((await contact.consume('ip')).ok).toBe(false);
  });

  it('refuses a bad name, limit or window when it is created', () => {
    expect(() => createRateLimiter({ name: 'has space', limit: 1, windowMs: 1_000 })).toThrow(/name/);
    expect(() => createRateLimiter({ name: 'x', limit: 0, windowMs: 1_000 })).toThrow(/positive/);
    expect(() => createRateLimiter({ name: 'x', limit: 1, windowMs: Number.NaN })).toThrow(/positive/);
    expect(() => createRateLimiter({ name: 'x', limit: 1, windowMs: 150 })).toThrow(/whole seconds/);
  });

  it('counts in memory by default when REDIS_URL is not set', async () => {
    vi.stubEnv('REDIS_URL', '');
    const limiter = createRateLimiter({ name: 'default', limit: 1, windowMs: 60_000 });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
  });
});

describe('createRateLimiter keys a visitor’s address', () => {
  const limiter = () => inMemory('test', 1, 60_000);

  it('counts an IPv6 address as its /64, however it is written: a new address in the same /64 is the same visitor', async () => {
    const counted = limiter();
    expect(await counted.consume('2001:db8:1:2:aaaa::1')).toEqual({ ok: true });
    for (const sameNetwork of [
      '2001:db8:1:2:bbbb:cccc:dddd:eeee',
      '2001:0db8:0001:0002::ffff',
      '[2001:db8:1:2::9]',
      '2001:DB8:1:2::1%eth0',
    ]) {
      expect(await counted.consume(sameNetwork), sameNetwork).toMatchObject({ ok: false });
    }
    expect(await counted.consume('2001:db8:1:3::1')).toEqual({ ok: true });
  });

  it('counts an IPv4 address as itself, also when written IPv4-mapped as Node reports it', async () => {
    const counted = limiter();
    expect(await counted.consume('::ffff:203.0.113.7')).toEqual({ ok: true });
    expect(await counted.consume('203.0.113.7')).toMatchObject({ ok: false });
    expect(await counted.consume('203.0.113.8')).toEqual({ ok: true });
    expect(await counted.consume('::ffff:203.0.113.9')).toEqual({ ok: true });
  });

  it('keeps a key that is no address as it is', async () => {
    const counted = limiter();
    expect(await counted.consume('unknown')).toEqual({ ok: true });
    expect(await counted.consume('unknown')).toMatchObject({ ok: false });
    expect(await counted.consume('unknown2')).toEqual({ ok: true });
  });
});
