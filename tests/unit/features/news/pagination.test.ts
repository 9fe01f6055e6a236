import { describe, expect, it } from 'vitest';
import { newsPageCount, newsPageHref, pageNumberOf, postsOnPage, POSTS_PER_PAGE } from '@/features/news/pagination';

describe('the news listing pages', () => {
  it('are one page when there is no post, then one per six posts', () => {
    expect(POSTS_PER_PAGE).toBe(6);
    expect([0, 1, 6, 7, 12, 13].map(newsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('each show their six posts, in the order given (newest first)', () => {
    const posts = Array.from({ length: 8 }, (_, index) => index);
    expect(postsOnPage(posts, 1)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(postsOnPage(posts, 2)).toEqual([6, 7]);
  });

  it('live at /news, then /news/page/2 and on', () => {
    expect(newsPageHref(1)).toBe('/news');
    expect(newsPageHref(3)).toBe('/news/page/3');
  });

  it('are found from the address only for pages after the first that exist', () => {
    expect(pageNumberOf('2', 3)).toBe(2);
    expect(pageNumberOf('3', 3)).toBe(3);
    for (const segment of ['1', '4', '0', '02', 'x', '2.0', '-2', '99999999'])
      expect(pageNumberOf(segment, 3), segment).toBeNull();
  });
});
