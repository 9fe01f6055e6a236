import { beforeEach, describe, expect, it, vi } from 'vitest';

const updateTag = vi.fn<(tag: string) => void>();
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({
  updateTag: (tag: string) => updateTag(tag),
  revalidateTag: (...args: unknown[]): unknown => revalidateTag(...args),
}));

const { expireLiveTags } = await import('@/lib/sanity/expire-live-tags');

describe('expireLiveTags (what <SanityLive /> runs for each live event)', () => {
  beforeEach(() => {
    updateTag.mockReset();
    revalidateTag.mockReset();
  });

  it('expires every changed sync tag at once, never marking it stale for a later request', async () => {
    await expireLiveTags(['sanity:s1:abc', 'sanity:s1:def']);
    expect(updateTag.mock.calls).toEqual([['sanity:s1:abc'], ['sanity:s1:def']]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('ignores anything that is not a list of sync tags (a server action is a public endpoint)', async () => {
    for (const input of [
      undefined,
      'sanity:s1:abc',
      [],
      [42],
      ['homePage'],
      ['sanity:s1:a b'],
      [`sanity:${'x'.repeat(300)}`],
      Array.from({ length: 201 }, (_, index) => `sanity:s1:${index}`),
    ]) {
      await expireLiveTags(input);
    }
    expect(updateTag).not.toHaveBeenCalled();
  });
});
