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

/**
 * A public page's CMS search-and-sharing fields, by its slug (null where the page has none), for metadata and sharing cards:
 * never shown on the page, so without stega's characters in a preview. Undefined while the page's document is not published (its route answers 404).
 */
export async function getPageSeo(slug: PublicPageSlug): Promise<PageSeo | undefined> {
  const page = await PAGE_BY_SLUG[slug]();
  return page ? stegaClean(page.seo) : undefined;
}
