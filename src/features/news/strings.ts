/** The news pages' own words (the headings and posts come from Sanity). */
export const NEWS_TEXT = {
  paginationLabel: 'News pages',
  newer: 'Newer posts',
  older: 'Older posts',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  by: 'By',
  feedLink: 'Follow the news by RSS',
  feedTitle: (productName: string) => `${productName} news`,
} as const;
