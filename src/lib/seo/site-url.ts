/** Null when NEXT_PUBLIC_SITE_URL was not set at build: then pages name no absolute address rather than a wrong one. */
export const SITE_URL: string | null = process.env.NEXT_PUBLIC_SITE_URL
  ? process.env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')
  : null;

export const PUBLIC_PAGES = [
  { path: '/', slug: 'home', priority: 1 },
  { path: '/paybills', slug: 'paybills', priority: 0.9 },
  { path: '/pricing', slug: 'pricing', priority: 0.9 },
  { path: '/about', slug: 'about', priority: 0.8 },
  { path: '/contactus', slug: 'contactus', priority: 0.6 },
  { path: '/news', slug: 'news', priority: 0.6 },
  { path: '/comingsoon', slug: 'comingsoon', priority: 0.4 },
  { path: '/policy', slug: 'policy', priority: 0.3 },
  { path: '/termsconditions', slug: 'termsconditions', priority: 0.3 },
] as const;

export type PublicPageSlug = (typeof PUBLIC_PAGES)[number]['slug'];
