import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';

/** Where the site runs for live preview (the Presentation tool loads it in an iframe). */
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000';

const PAGE_ROUTES = [
  { route: '/', type: 'homePage', title: 'Home' },
  { route: '/about', type: 'aboutPage', title: 'About' },
  { route: '/contactus', type: 'contactPage', title: 'Contact' },
  { route: '/comingsoon', type: 'comingSoonPage', title: 'Coming soon' },
  { route: '/paybills', type: 'payBillsPage', title: 'Pay bills' },
  { route: '/pricing', type: 'pricingPage', title: 'Pricing' },
] as const;

/** Site-wide documents: the banner says so instead of counting one page. */
const everyPage = defineLocations({ message: 'Used on every page', tone: 'positive', locations: [{ title: 'Home', href: '/' }] });

/** The Presentation tool: edit on the real pages, with draft mode enabled through the site's routes. */
export const presentation = presentationTool({
  previewUrl: {
    origin: previewOrigin,
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: {
    mainDocuments: defineDocuments([
      ...PAGE_ROUTES.map(({ route, type }) => ({ route, filter: `_type == "${type}"` })),
      { route: '/policy', filter: '_type == "legalPage" && kind == "policy"' },
      { route: '/termsconditions', filter: '_type == "legalPage" && kind == "terms"' },
    ]),
    locations: {
      ...Object.fromEntries(PAGE_ROUTES.map(({ route, type, title }) => [type, defineLocations({ locations: [{ title, href: route }] })])),
      siteSettings: everyPage,
      siteChrome: everyPage,
      legalPage: defineLocations({
        select: { title: 'title', kind: 'kind' },
        resolve: (doc: { title?: string; kind?: string } | null) => ({
          locations: [{ title: doc?.title ?? 'Legal page', href: doc?.kind === 'terms' ? '/termsconditions' : '/policy' }],
        }),
      }),
    },
  },
});
