import { categoryAnchor, faqAnchor, platformAnchor, whatIsAnchor } from '@/lib/anchors';
import type { Service } from '@/lib/bills/site';
import { PAYBILLS_PATH } from '@/lib/bills/paths';
import type { HomePage } from '@/lib/content';

export const SEARCH_INDEX_PATH = '/search-index.json';

/** One thing the home search can find, linked to the place that answers it. `keywords` are the words visitors use for it that its text does not (from the editors' search synonyms). */
export type SearchDocument = {
  kind: 'category' | 'service' | 'bills' | 'faq' | 'page';
  id: string;
  title: string;
  text: string;
  href: string;
  keywords: string[];
};

export type SearchIndexFile = { documents: SearchDocument[] };

export type SearchSynonym = { words: string[]; meaning: string };

export type PayBillsService = Pick<Service, 'name' | 'identifier' | 'aliases'>;

export type SearchContent = {
  home: Pick<
    HomePage,
    'whatIsCategories' | 'carouselCategories' | 'platformCards' | 'faqItems' | 'dataPanel' | 'billsPanel'
  >;
  pages: { path: string; title: string; description: string | null }[];
  /** Empty when the bills API could not be read: the bills offers and the pay-bills page still answer. */
  payBillsServices: readonly PayBillsService[];
};

export const MAX_QUERY_LENGTH = 100;

export function queryWords(query: string): string[] {
  return query.slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/).filter(Boolean);
}

export function searchDocuments({ home, pages, payBillsServices }: SearchContent): SearchDocument[] {
  const whatIsIds = new Set(home.whatIsCategories.map((category) => category._id));
  const carouselIds = new Set(home.carouselCategories.map((category) => category._id));
  const categories = [
    ...home.carouselCategories,
    ...home.whatIsCategories.filter((category) => !carouselIds.has(category._id)),
  ];
  return [
    ...categories.map((c) => ({
      kind: 'category' as const,
      id: c._id,
      title: c.title,
      text: `${c.shortcontent} ${c.mainDescription}`,
      // A What-is tab where it has one, else its card in the carousel.
      href: `/#${whatIsIds.has(c._id) ? whatIsAnchor(c._id) : categoryAnchor(c._id)}`,
      keywords: [],
    })),
    ...home.platformCards.map((p) => ({
      kind: 'service' as const,
      id: p._id,
      title: p.title,
      text: `${p.description} ${p.subtitle} ${p.headerdescription}`,
      href: `/#${platformAnchor(p._id)}`,
      keywords: [],
    })),
    // Each service opens its own form ("dstv" finds TV Subscription), ahead of the offers that name several.
    ...payBillsServices.map((service) => ({
      kind: 'bills' as const,
      id: `${PAYBILLS_PATH}?service=${service.identifier}`,
      title: service.name,
      text: '',
      href: `${PAYBILLS_PATH}?service=${encodeURIComponent(service.identifier)}`,
      keywords: service.aliases ?? [],
    })),
    ...[home.dataPanel, home.billsPanel].map((b) => ({
      kind: 'bills' as const,
      id: b.ctaHref,
      title: b.title,
      text: b.text ?? '',
      href: b.ctaHref,
      keywords: [],
    })),
    ...home.faqItems.map((f) => ({
      kind: 'faq' as const,
      id: f.id,
      title: f.question,
      text: f.answer,
      href: `/about#${faqAnchor(f.id)}`,
      keywords: [],
    })),
    ...pages.map((page) => ({
      kind: 'page' as const,
      id: page.path,
      title: page.title,
      text: page.description ?? '',
      href: page.path,
      keywords: [],
    })),
  ];
}
