import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_ADDRESSES_FRESH_MS, LIVE_ADDRESSES_MISS_FRESH_MS, liveAddresses } from '@/lib/content/live-addresses';

vi.mock('server-only', () => ({}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the addresses published content answers, as the proxy reads them', () => {
  it("holds the seed's landing page, posts and redirect, read once a second and shared by the requests that wait", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [first, same] = await Promise.all([liveAddresses(), liveAddresses()]);
    expect(same).toBe(first);
    expect(first?.pages.has('carehub-for-clinics')).toBe(true);
    expect([...(first?.posts ?? [])].sort()).toEqual(['carehub-shifts-for-clinics', 'electricity-in-abuja']);
    expect(first?.redirects.has('/clinics')).toBe(true);
    expect(await liveAddresses()).toBe(first);
    vi.advanceTimersByTime(LIVE_ADDRESSES_FRESH_MS);
    const next = await liveAddresses();
    expect(next).not.toBe(first);
    expect(next).toEqual(first);
  });

  it('reads again for a miss once its reading is a quarter of a second old, so a page published a moment ago is found', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past any reading an earlier test left.
    vi.setSystemTime(Date.now() + 60_000);
    const first = await liveAddresses();
    vi.advanceTimersByTime(LIVE_ADDRESSES_MISS_FRESH_MS - 1);
    expect(await liveAddresses(LIVE_ADDRESSES_MISS_FRESH_MS)).toBe(first);
    vi.advanceTimersByTime(1);
    expect(await liveAddresses()).toBe(first);
    const fresher = await liveAddresses(LIVE_ADDRESSES_MISS_FRESH_MS);
    expect(fresher).not.toBe(first);
    expect(await liveAddresses()).toBe(fresher);
  });

  it('keeps its last answer while the content source fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await liveAddresses();
    vi.advanceTimersByTime(LIVE_ADDRESSES_FRESH_MS);
    vi.stubEnv('CONTENT_SEED_DIR', '/no/such/seed');
    expect(await liveAddresses()).toBe(before);
  });
});
