import 'server-only';
import { stegaClean } from 'next-sanity';
import type { PublicPageSlug } from '@/lib/seo/site-url';
import { getAboutPage, getComingSoonPage, getContactPage, getHomePage, getLegalPage, getPayBillsPage, getPricingPage } from './index';

export type PageSeo = { title: string; description: string | null; ogImageUrl: string | null } | null;

const SEO_BY_PAGE: Record<PublicPageSlug, () => Promise<{ seo: PageSeo }>> = {
  home: getHomePage,
  paybills: getPayBillsPage,
  pricing: getPricingPage,
  about: getAboutPage,
  contactus: getContactPage,
  comingsoon: getComingSoonPage,
  policy: () => getLegalPage('policy'),
  termsconditions: () => getLegalPage('terms'),
};

/** A public page's CMS search-and-sharing fields, by its slug (null where the page has none), for metadata and sharing cards: never shown on the page, so without stega's characters in a preview. */
export async function getPageSeo(slug: PublicPageSlug): Promise<PageSeo> {
  return stegaClean((await SEO_BY_PAGE[slug]()).seo);
}
