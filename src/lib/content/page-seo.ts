import 'server-only';
import { stegaClean } from 'next-sanity';
import type { PublicPageSlug } from '@/lib/seo/site-url';
import {
  getAboutPage,
  getComingSoonPage,
  getContactPage,
  getHomePage,
  getLegalPage,
  getNewsPage,
  getPayBillsPage,
  getPricingPage,
} from './index';

export type PageSeo = {
  title: string;
  description: string | null;
  ogImageUrl: string | null;
  ogImageAlt: string | null;
} | null;

const PAGE_BY_SLUG: Record<PublicPageSlug, () => Promise<{ seo: PageSeo } | null>> = {
  home: getHomePage,
  paybills: getPayBillsPage,
  pricing: getPricingPage,
  about: getAboutPage,
  contactus: getContactPage,
  comingsoon: getComingSoonPage,
  policy: () => getLegalPage('policy'),
  termsconditions: () => getLegalPage('terms'),
  news: getNewsPage,
};

/** Never shown on the page, so without stega's characters; undefined while the page is not published. */
export async function getPageSeo(slug: PublicPageSlug): Promise<PageSeo | undefined> {
  const page = await PAGE_BY_SLUG[slug]();
  return page ? stegaClean(page.seo) : undefined;
}
