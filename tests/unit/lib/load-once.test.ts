import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'RoleDialog' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, the next call loads again and can succeed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
