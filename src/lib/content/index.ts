import 'server-only';
import { cache } from 'react';
import {
  aboutPageQuery,
  comingSoonPageQuery,
  contactPageQuery,
  homePageQuery,
  legalPageQuery,
  payBillsPageQuery,
  pricingPageQuery,
  searchSynonymsQuery,
  siteChromeQuery,
  siteSettingsQuery,
} from '@/lib/sanity/queries';
import type {
  AboutPageQueryResult,
  ComingSoonPageQueryResult,
  ContactPageQueryResult,
  HomePageQueryResult,
  LegalPageQueryResult,
  PayBillsPageQueryResult,
  PricingPageQueryResult,
  SearchSynonymsQueryResult,
  SiteChromeQueryResult,
  SiteSettingsQueryResult,
} from '@/lib/sanity/types';
import { fetchContent } from './fetch-content';

/** A singleton the site cannot render without: missing means the dataset was not imported. */
function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`Content missing: no published "${name}" document. Import studio/seed or publish it in the Studio.`);
  return value;
}

// Tags are the document types each result depends on; the revalidation webhook expires them.
export const getSiteSettings = cache(async () => required(await fetchContent<SiteSettingsQueryResult>(siteSettingsQuery, {}, ['siteSettings']), 'siteSettings'));

export const getSiteChrome = cache(async () => required(await fetchContent<SiteChromeQueryResult>(siteChromeQuery, {}, ['siteChrome']), 'siteChrome'));

export const getHomePage = cache(async () => required(await fetchContent<HomePageQueryResult>(homePageQuery, {}, ['homePage', 'category', 'platformCard', 'faqItem']), 'homePage'));

export const getAboutPage = cache(async () => required(await fetchContent<AboutPageQueryResult>(aboutPageQuery, {}, ['aboutPage', 'roleCard', 'whyItem', 'howItWorksTab', 'faqItem']), 'aboutPage'));

export const getContactPage = cache(async () => required(await fetchContent<ContactPageQueryResult>(contactPageQuery, {}, ['contactPage']), 'contactPage'));

export const getComingSoonPage = cache(async () => required(await fetchContent<ComingSoonPageQueryResult>(comingSoonPageQuery, {}, ['comingSoonPage']), 'comingSoonPage'));

export const getPayBillsPage = cache(async () => required(await fetchContent<PayBillsPageQueryResult>(payBillsPageQuery, {}, ['payBillsPage']), 'payBillsPage'));

export const getPricingPage = cache(async () => required(await fetchContent<PricingPageQueryResult>(pricingPageQuery, {}, ['pricingPage']), 'pricingPage'));

export const getLegalPage = cache(async (kind: 'policy' | 'terms') => required(await fetchContent<LegalPageQueryResult>(legalPageQuery, { kind }, ['legalPage']), `legalPage (${kind})`));

export const getSearchSynonyms = cache(async () => await fetchContent<SearchSynonymsQueryResult>(searchSynonymsQuery, {}, ['searchSynonym']));

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>;
export type SiteChrome = Awaited<ReturnType<typeof getSiteChrome>>;
export type HomePage = Awaited<ReturnType<typeof getHomePage>>;
export type AboutPage = Awaited<ReturnType<typeof getAboutPage>>;
export type ContactPage = Awaited<ReturnType<typeof getContactPage>>;
export type PricingPage = Awaited<ReturnType<typeof getPricingPage>>;
export type LegalPage = Awaited<ReturnType<typeof getLegalPage>>;
export type ContentImage = NonNullable<HomePage['referralImage']>;
