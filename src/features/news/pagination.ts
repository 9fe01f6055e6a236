export const POSTS_PER_PAGE = 6;

/** The listing's pages: at least one, which says there is no news yet. */
export const newsPageCount = (posts: number) => Math.max(1, Math.ceil(posts / POSTS_PER_PAGE));

export const postsOnPage = <T>(posts: readonly T[], page: number): T[] =>
  posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);

export const newsPageHref = (page: number) => (page === 1 ? '/news' : `/news/page/${page}`);

/** A page number from the address (`2` of /news/page/2), or null when it names no page after the first: "1", "02", "x", past the last. */
export function pageNumberOf(segment: string, pages: number): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= pages ? page : null;
}

export const postHref = (slug: string) => `/news/${slug}`;
