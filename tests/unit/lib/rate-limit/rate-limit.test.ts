import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, type RateLimitStore } from '@/lib/rate-limit';
import { createMemoryStore } from '@/lib/rate-limit/memory-store';
import { withFallback } from '@/lib/rate-limit/redis-store';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('createRateLimiter over the memory store', () => {
  it('allows the limit within a window, refuses the next with the seconds left, and resets after the window', async () => {
    let now = 0;
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowMs: 60_000, store: createMemoryStore(() => now) });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    now = 15_000;
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(await limiter.consume('b')).toEqual({ ok: true });
    now = 60_000;
    expect(await limiter.consume('a')).toEqual({ ok: true });
  });

  it('never answers Retry-After 0, even in the window’s last milliseconds', async () => {
    let now = 0;
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 1_000, store: createMemoryStore(() => now) });
    await limiter.consume('a');
    now = 999.5;
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it('keeps the counts of two limiters apart when they share a store', async () => {
    const store = createMemoryStore(() => 0);
    const contact = createRateLimiter({ name: 'contact', limit: 1, windowMs: 1_000, store });
    const sandbox = createRateLimiter({ name: 'sandbox', limit: 1, windowMs: 1_000, store });
    expect(await contact.consume('ip')).toEqual({ ok: true });
    expect(await sandbox.consume('ip')).toEqual({ ok: true });
    expect((await contact.consume('ip')).ok).toBe(false);
  });

  it('refuses a bad name, limit or window when it is created', () => {
    expect(() => createRateLimiter({ name: 'has space', limit: 1, windowMs: 1 })).toThrow(/name/);
    expect(() => createRateLimiter({ name: 'x', limit: 0, windowMs: 1 })).toThrow(/positive/);
    expect(() => createRateLimiter({ name: 'x', limit: 1, windowMs: Number.NaN })).toThrow(/positive/);
  });

  it('counts in memory by default when REDIS_URL is not set', async () => {
    vi.stubEnv('REDIS_URL', '');
    const limiter = createRateLimiter({ name: 'default', limit: 1, windowMs: 60_000 });
    expect(await limiter.consume('a')).toEqual({ ok: true });
    expect(await limiter.consume('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
  });
});

describe('withFallback', () => {
  it('counts in the fallback while the primary fails, logs once, and says so when the primary is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    let primaryUp = false;
    const primary: RateLimitStore = {
      hit: () => (primaryUp ? Promise.resolve({ count: 100, resetInMs: 5_000 }) : Promise.reject(new Error('The client is offline'))),
    };
    const store = withFallback(
      primary,
      createMemoryStore(() => 0),
      'rate-limit:test',
    );
    expect(await store.hit('k', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
    expect(await store.hit('k', 1_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/\[rate-limit:test\] Redis did not answer \(The client is offline\)/);
    primaryUp = true;
    expect(await store.hit('k', 1_000)).toEqual({ count: 100, resetInMs: 5_000 });
    expect(info).toHaveBeenCalledTimes(1);
  });
});

describe('createRateLimiter keys a visitor’s address', () => {
  const limiter = () => createRateLimiter({ name: 'test', limit: 1, windowMs: 60_000, store: createMemoryStore(() => 0) });

  it('counts an IPv6 address as its /64, however it is written: a new address in the same /64 is the same visitor', async () => {
    const counted = limiter();
    expect(await counted.consume('2001:db8:1:2:aaaa::1')).toEqual({ ok: true });
    for (const sameNetwork of ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:0db8:0001:0002::ffff', '[2001:db8:1:2::9]', '2001:DB8:1:2::1%eth0']) {
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
