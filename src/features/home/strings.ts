/** Home's functional microcopy (search results, carousel controls); its marketing copy comes from Sanity (homePage). */
export const HOME_TEXT = {
  resultsFor: (count: number, query: string) => `${count === 1 ? '1 result' : `${count} results`} for “${query}”`,
  noMatchBefore: (query: string) => `No match for “${query}”. Tell us what you need on the `,
  noMatchLink: 'contact page',
  closeResults: 'Close search results',
  noMatchAfter: ' and we will help.',
  previousCategory: 'Previous category',
  nextCategory: 'Next category',
  slideLabel: (position: number, count: number, title: string) => `${position} of ${count}: ${title}`,
  promoRegion: 'Bills and airtime',
  readMore: (prefix: string, title: string) => `${prefix} ${title}`,
} as const;
