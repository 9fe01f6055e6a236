import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import * as queries from '@/lib/sanity/queries';
import type * as Types from '@/sanity.types';
import { fetchContent } from './fetch-content';

/** A document every page renders: missing means the dataset was not imported (the Studio cannot unpublish one). */
function required<T>(value: T | null, name: string): T {
  if (value === null)
    throw new Error(
      `Content missing: no published "${name}" document. Import studio/seed or publish it in the Studio.`,
    );
  return value;
}

// Tags are the document types each result depends on; the revalidation webhook expires them.
export const getSiteSettings = cache(async () =>
  required(
    await fetchContent<Types.SiteSettingsQueryResult>(queries.siteSettingsQuery, {}, ['siteSettings']),
    'siteSettings',
  ),
);

export const getSiteChrome = cache(async () =>
  required(
    await fetchContent<Types.SiteChromeQueryResult>(queries.siteChromeQuery, {}, ['siteChrome', 'newsPage', 'post']),
    'siteChrome',
  ),
);

// A page's own document may be missing (never published, unpublished, deleted): null, and its route answers 404 (`orNotFound`).
export const getHomePage = cache(
  async () =>
    await fetchContent<Types.HomePageQueryResult>(queries.homePageQuery, {}, [
      'homePage',
      'category',
      'platformCard',
      'faqItem',
    ]),
);

export const getAboutPage = cache(
  async () =>
    await fetchContent<Types.AboutPageQueryResult>(queries.aboutPageQuery, {}, [
      'aboutPage',
      'roleCard',
      'whyItem',
      'howItWorksTab',
      'faqItem',
    ]),
);

export const getContactPage = cache(
  async () => await fetchContent<Types.ContactPageQueryResult>(queries.contactPageQuery, {}, ['contactPage']),
);

export const getComingSoonPage = cache(
  async () => await fetchContent<Types.ComingSoonPageQueryResult>(queries.comingSoonPageQuery, {}, ['comingSoonPage']),
);

export const getPayBillsPage = cache(
  async () => await fetchContent<Types.PayBillsPageQueryResult>(queries.payBillsPageQuery, {}, ['payBillsPage']),
);

export const getPricingPage = cache(
  async () => await fetchContent<Types.PricingPageQueryResult>(queries.pricingPageQuery, {}, ['pricingPage']),
);

export const getLegalPage = cache(
  async (kind: 'policy' | 'terms') =>
    await fetchContent<Types.LegalPageQueryResult>(queries.legalPageQuery, { kind }, ['legalPage']),
);

export const getSearchSynonyms = cache(
  async () => await fetchContent<Types.SearchSynonymsQueryResult>(queries.searchSynonymsQuery, {}, ['searchSynonym']),
);

const LANDING_PAGE_TAGS = ['page', 'category', 'platformCard', 'faqItem', 'howItWorksTab', 'roleCard', 'pricingPage'];

export const getLandingPage = cache(
  async (slug: string) =>
    await fetchContent<Types.LandingPageQueryResult>(queries.landingPageQuery, { slug }, LANDING_PAGE_TAGS),
);

export const getLandingPages = cache(
  async () => await fetchContent<Types.LandingPagesQueryResult>(queries.landingPagesQuery, {}, ['page']),
);

export const getNewsPage = cache(
  async () => await fetchContent<Types.NewsPageQueryResult>(queries.newsPageQuery, {}, ['newsPage']),
);

export const getPosts = cache(async () => await fetchContent<Types.PostsQueryResult>(queries.postsQuery, {}, ['post']));

export const getPost = cache(
  async (slug: string) => await fetchContent<Types.PostQueryResult>(queries.postQuery, { slug }, ['post']),
);

export const getRedirect = cache(
  async (source: string) =>
    (await fetchContent<Types.RedirectQueryResult>(queries.redirectQuery, { source }, ['redirect']))?.destination ??
    null,
);

export function orNotFound<T>(page: T | null): T {
  if (page === null) notFound();
  return page;
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>;
export type SiteChrome = Awaited<ReturnType<typeof getSiteChrome>>;
export type HomePage = NonNullable<Types.HomePageQueryResult>;
export type AboutPage = NonNullable<Types.AboutPageQueryResult>;
export type ContactPage = NonNullable<Types.ContactPageQueryResult>;
export type PricingPage = NonNullable<Types.PricingPageQueryResult>;
export type LegalPage = NonNullable<Types.LegalPageQueryResult>;
export type Post = NonNullable<Types.PostQueryResult>;
export type PostCard = Types.PostsQueryResult[number];
export type NewsPage = NonNullable<Types.NewsPageQueryResult>;
export type LandingSection = NonNullable<Types.LandingPageQueryResult>['sections'][number];
export type ContentImage = NonNullable<HomePage['referralImage']>;
