import { map, type Observable } from 'rxjs';
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation';

/** Each page's own document and its address. */
export const PAGE_ROUTES = [
  { route: '/', type: 'homePage', title: 'Home' },
  { route: '/about', type: 'aboutPage', title: 'About' },
  { route: '/contactus', type: 'contactPage', title: 'Contact' },
  { route: '/comingsoon', type: 'comingSoonPage', title: 'Coming soon' },
  { route: '/paybills', type: 'payBillsPage', title: 'Pay bills' },
  { route: '/pricing', type: 'pricingPage', title: 'Pricing' },
  { route: '/news', type: 'newsPage', title: 'News' },
] as const;

const LEGAL_ROUTES: Record<string, DocumentLocation> = {
  policy: { title: 'Privacy policy', href: '/policy' },
  terms: { title: 'Terms and conditions', href: '/termsconditions' },
};

/** Site-wide documents: the banner says so instead of counting one page. */
const EVERY_PAGE: DocumentLocationsState = {
  message: 'Used on every page',
  tone: 'positive',
  locations: [{ title: 'Home', href: '/' }],
};

/** A visitor's search on the home page finds categories, platform cards and FAQ items by their words. */
const homeSearch = (words: string | undefined): DocumentLocation[] =>
  words ? [{ title: 'Home search', href: `/?q=${encodeURIComponent(words)}` }] : [];

/**
 * Documents shown only where a page picks them (a reference in one of its lists): where each list is,
 * and what to do when no page picks the document.
 */
const PICKED: Record<
  string,
  { query: string; where: (found: Record<string, unknown>) => DocumentLocation[]; unused: string }
> = {
  category: {
    query: `{ "title": *[_id == $id][0].title, "carousel": count(*[_type == "homePage" && $id in carouselCategories[]._ref]) > 0, "whatIs": count(*[_type == "homePage" && $id in whatIsCategories[]._ref]) > 0 }`,
    where: ({ carousel, whatIs, title }) => {
      const lists = [...(carousel ? ['carousel'] : []), ...(whatIs ? ['"What is"'] : [])];
      return lists.length > 0
        ? [{ title: `Home: ${lists.join(' and ')}`, href: '/' }, ...homeSearch(title as string | undefined)]
        : [];
    },
    unused: 'Not on any page: pick it in Home page → Carousel: cards or What is: categories.',
  },
  platformCard: {
    query: `{ "title": *[_id == $id][0].title, "home": count(*[_type == "homePage" && $id in platformCards[]._ref]) > 0 }`,
    where: ({ home, title }) =>
      home ? [{ title: 'Home: platform cards', href: '/' }, ...homeSearch(title as string | undefined)] : [],
    unused: 'Not on any page: pick it in Home page → Platform: cards.',
  },
  roleCard: {
    query: `{ "about": count(*[_type == "aboutPage" && $id in roleCards[]._ref]) > 0 }`,
    where: ({ about }) => (about ? [{ title: 'About: roles', href: '/about' }] : []),
    unused: 'Not on any page: pick it in About page → Roles: cards.',
  },
  whyItem: {
    query: `{ "about": count(*[_type == "aboutPage" && $id in whyItems[]._ref]) > 0 }`,
    where: ({ about }) => (about ? [{ title: 'About: why', href: '/about' }] : []),
    unused: 'Not on any page: pick it in About page → Why: reasons.',
  },
};

/** Documents every one of which a page shows: where, from the document's own fields. */
const OWN: Record<string, { query: string; where: (found: Record<string, unknown>) => DocumentLocation[] }> = {
  faqItem: {
    query: `*[_id == $id][0]{ id, question }`,
    where: ({ id, question }) => [
      { title: 'About: FAQ', href: id ? `/about#faq-${id as string}` : '/about' },
      ...homeSearch(question as string | undefined),
    ],
  },
  searchSynonym: {
    query: `*[_id == $id][0]{ words }`,
    where: ({ words }) => homeSearch((words as string[] | undefined)?.[0]),
  },
  page: {
    query: `*[_id == $id][0]{ title, "slug": slug.current }`,
    where: ({ title, slug }) =>
      slug
        ? [{ title: `Landing page: ${(title as string | undefined) ?? (slug as string)}`, href: `/${slug as string}` }]
        : [],
  },
  post: {
    query: `*[_id == $id][0]{ title, "slug": slug.current }`,
    where: ({ title, slug }) =>
      slug
        ? [
            { title: `News: ${(title as string | undefined) ?? (slug as string)}`, href: `/news/${slug as string}` },
            { title: 'News listing', href: '/news' },
          ]
        : [],
  },
  redirect: {
    query: `*[_id == $id][0]{ source, destination }`,
    where: ({ source, destination }) =>
      typeof destination === 'string' && destination.startsWith('/')
        ? [{ title: `Visitors of ${source as string} land here`, href: destination }]
        : [],
  },
  legalPage: {
    query: `*[_id == $id][0]{ kind }`,
    where: ({ kind }) => [LEGAL_ROUTES[kind as string] ?? { title: 'Legal page', href: '/policy' }],
  },
};

/**
 * Where every document type an editor can open is used on the site, shown in the banner above its form
 * (the Presentation tool's "Used on"). Pages and site-wide documents are known by their type; a list
 * item is found where a page picks it, live, as the editor changes the pages.
 */
export const locations: DocumentLocationResolver = ({ id, type, perspectiveStack }, { documentStore }) => {
  const page = PAGE_ROUTES.find((route) => route.type === type);
  if (page) return { locations: [{ title: page.title, href: page.route }] };
  if (type === 'siteSettings' || type === 'siteChrome') return EVERY_PAGE;
  if (type === 'howItWorksTab') return { locations: [{ title: 'About: how it works', href: '/about' }] };
  if (type === 'contactMessage')
    return { message: 'Sent by a visitor through the contact form: not shown on the site.', tone: 'caution' };
  const resolver = PICKED[type] ?? OWN[type];
  if (!resolver) return null;
  const unused = PICKED[type]?.unused ?? 'Not on any page yet.';
  const found = documentStore.listenQuery(
    resolver.query,
    { id },
    { perspective: perspectiveStack },
  ) as Observable<Record<string, unknown> | null>;
  return found.pipe(
    map((result): DocumentLocationsState => {
      const where = resolver.where(result ?? {});
      if (where.length > 0) return { locations: where };
      return { message: unused, tone: 'caution' };
    }),
  );
};
