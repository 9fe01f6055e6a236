/** Home's functional microcopy (search results, carousel controls); its marketing copy comes from Sanity (homePage). */
export const HOME_TEXT = {
  resultsFor: (count: number, query: string) => `${count === 1 ? '1 result' : `${count} results`} for “${query}”`,
  noMatchFor: (query: string) => `No match for “${query}”`,
  closestCategories: 'These categories come closest:',
  allCategories: 'Browse our categories instead:',
  postTask: 'Post a task',
  noMatchBefore: 'Or tell us what you need on the ',
  noMatchLink: 'contact page',
  noMatchAfter: ' and we will help.',
  closeResults: 'Close search results',
  searchedOnly: (limit: string) => `Only the first ${limit} characters of your search were used.`,
  kinds: { category: 'Category', service: 'Service', bills: 'Pay bills', faq: 'FAQ', page: 'Page' },
  previousCategory: 'Previous category',
  nextCategory: 'Next category',
  slideLabel: (position: number, count: number, title: string) => `${position} of ${count}: ${title}`,
  promoRegion: 'Bills and airtime',
  readMore: (prefix: string, title: string) => `${prefix} ${title}`,
} as const;
