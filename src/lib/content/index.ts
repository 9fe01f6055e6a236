import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import {
  aboutPageQuery,
  comingSoonPageQuery,
  contactPageQuery,
  homePageQuery,
  landingPageQuery,
  landingPagesQuery,
  legalPageQuery,
  newsPageQuery,
  payBillsPageQuery,
  postQuery,
  postsQuery,
  pricingPageQuery,
  redirectQuery,
  searchSynonymsQuery,
  siteChromeQuery,
  siteSettingsQuery,
} from '@/lib/sanity/queries';
import type {
  AboutPageQueryResult,
  ComingSoonPageQueryResult,
  ContactPageQueryResult,
  HomePageQueryResult,
  LandingPageQueryResult,
  LandingPagesQueryResult,
  LegalPageQueryResult,
  NewsPageQueryResult,
  PayBillsPageQueryResult,
  PostQueryResult,
  PostsQueryResult,
  PricingPageQueryResult,
  RedirectQueryResult,
  SearchSynonymsQueryResult,
  SiteChromeQueryResult,
  SiteSettingsQueryResult,
} from '@/sanity.types';
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
  required(await fetchContent<SiteSettingsQueryResult>(siteSettingsQuery, {}, ['siteSettings']), 'siteSettings'),
);

export const getSiteChrome = cache(async () =>
  required(
    await fetchContent<SiteChromeQueryResult>(siteChromeQuery, {}, ['siteChrome', 'newsPage', 'post']),
    'siteChrome',
  ),
);

// A page's own document may be missing (never published, unpublished, deleted): null, and its route answers 404 (`orNotFound`).
export const getHomePage = cache(
  async () =>
    await fetchContent<HomePageQueryResult>(homePageQuery, {}, ['homePage', 'category', 'platformCard', 'faqItem']),
);

export const getAboutPage = cache(
  async () =>
    await fetchContent<AboutPageQueryResult>(aboutPageQuery, {}, [
      'aboutPage',
      'roleCard',
      'whyItem',
      'howItWorksTab',
      'faqItem',
    ]),
);

export const getContactPage = cache(
  async () => await fetchContent<ContactPageQueryResult>(contactPageQuery, {}, ['contactPage']),
);

export const getComingSoonPage = cache(
  async () => await fetchContent<ComingSoonPageQueryResult>(comingSoonPageQuery, {}, ['comingSoonPage']),
);

export const getPayBillsPage = cache(
  async () => await fetchContent<PayBillsPageQueryResult>(payBillsPageQuery, {}, ['payBillsPage']),
);

export const getPricingPage = cache(
  async () => await fetchContent<PricingPageQueryResult>(pricingPageQuery, {}, ['pricingPage']),
);

export const getLegalPage = cache(
  async (kind: 'policy' | 'terms') => await fetchContent<LegalPageQueryResult>(legalPageQuery, { kind }, ['legalPage']),
);

export const getSearchSynonyms = cache(
  async () => await fetchContent<SearchSynonymsQueryResult>(searchSynonymsQuery, {}, ['searchSynonym']),
);

const LANDING_PAGE_TAGS = ['page', 'category', 'platformCard', 'faqItem', 'howItWorksTab', 'roleCard', 'pricingPage'];

export const getLandingPage = cache(
  async (slug: string) => await fetchContent<LandingPageQueryResult>(landingPageQuery, { slug }, LANDING_PAGE_TAGS),
);

export const getLandingPages = cache(
  async () => await fetchContent<LandingPagesQueryResult>(landingPagesQuery, {}, ['page']),
);

export const getNewsPage = cache(async () => await fetchContent<NewsPageQueryResult>(newsPageQuery, {}, ['newsPage']));

export const getPosts = cache(async () => await fetchContent<PostsQueryResult>(postsQuery, {}, ['post']));

export const getPost = cache(
  async (slug: string) => await fetchContent<PostQueryResult>(postQuery, { slug }, ['post']),
);

export const getRedirect = cache(
  async (source: string) =>
    (await fetchContent<RedirectQueryResult>(redirectQuery, { source }, ['redirect']))?.destination ?? null,
);

export function orNotFound<T>(page: T | null): T {
  if (page === null) notFound();
  return page;
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>;
export type SiteChrome = Awaited<ReturnType<typeof getSiteChrome>>;
export type HomePage = NonNullable<HomePageQueryResult>;
export type AboutPage = NonNullable<AboutPageQueryResult>;
export type ContactPage = NonNullable<ContactPageQueryResult>;
export type PricingPage = NonNullable<PricingPageQueryResult>;
export type LegalPage = NonNullable<LegalPageQueryResult>;
export type Post = NonNullable<PostQueryResult>;
export type PostCard = PostsQueryResult[number];
export type NewsPage = NonNullable<NewsPageQueryResult>;
export type LandingPage = NonNullable<LandingPageQueryResult>;
export type LandingSection = LandingPage['sections'][number];
export type ContentImage = NonNullable<HomePage['referralImage']>;
