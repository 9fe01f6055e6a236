/**
 * What the bench measures: the eight pages and the seed's two landing pages, one with every section type an editor can
 * use, one a campaign built from the hero, carousel, cards and FAQ (held to home's budgets).
 */
export const SITE_PAGES = [
  '/',
  '/paybills',
  '/pricing',
  '/about',
  '/contactus',
  '/policy',
  '/termsconditions',
  '/comingsoon',
  '/carehub-for-clinics',
  '/helpa-in-lagos',
];
