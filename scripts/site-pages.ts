/** The eight pages, and the seed's landing page (every section type an editor can use): what the bench measures. */
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
];
