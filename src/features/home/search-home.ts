import { categoryAnchor, faqAnchor, platformAnchor, whatIsAnchor } from '@/lib/anchors';
import type { HomePage } from '@/lib/content';

/** Where the browser loads the search index, the first time a visitor goes to the search box. */
export const SEARCH_INDEX_PATH = '/search-index.json';

export type SearchDocument = { kind: 'category' | 'platform' | 'faq' | 'bills'; id: string; title: string; text: string; href: string };

export type SearchIndexSource = {
  categories: ReadonlyArray<{ _id: string; title: string; shortcontent: string; mainDescription: string; inWhatIs: boolean }>;
  platformCards: ReadonlyArray<{ _id: string; title: string; description: string; subtitle: string; headerdescription: string }>;
  faqItems: ReadonlyArray<{ id: string; question: string; answer: string }>;
  /** The home banner's pay-bills offers, each leading to its service. */
  billsPanels: ReadonlyArray<{ title: string; text: string | null; ctaHref: string }>;
};

export const SEARCH_KIND_LABELS: Record<SearchDocument['kind'], string> = { category: 'Category', platform: 'Platform', faq: 'FAQ', bills: 'Pay bills' };

/**
 * Flattens the home page's categories, platform cards, FAQ and bill offers into searchable documents,
 * each linked to the place that answers it.
 */
export function buildSearchIndex({ categories, platformCards, faqItems, billsPanels }: SearchIndexSource): SearchDocument[] {
  return [
    ...categories.map((c) => ({
      kind: 'category' as const,
      id: c._id,
      title: c.title,
      text: `${c.shortcontent} ${c.mainDescription}`,
      // A What-is tab where it has one, else its card in the carousel.
      href: `/#${c.inWhatIs ? whatIsAnchor(c._id) : categoryAnchor(c._id)}`,
    })),
    ...platformCards.map((p) => ({
      kind: 'platform' as const,
      id: p._id,
      title: p.title,
      text: `${p.description} ${p.subtitle} ${p.headerdescription}`,
      href: `/#${platformAnchor(p._id)}`,
    })),
    ...faqItems.map((f) => ({ kind: 'faq' as const, id: f.id, title: f.question, text: f.answer, href: `/about#${faqAnchor(f.id)}` })),
    ...billsPanels.map((b) => ({ kind: 'bills' as const, id: b.ctaHref, title: b.title, text: b.text ?? '', href: b.ctaHref })),
  ];
}

/** Everything the home search finds: the What-is and carousel categories (once each), platform cards, FAQ and bill offers. */
export function homeSearchIndex(page: Pick<HomePage, 'whatIsCategories' | 'carouselCategories' | 'platformCards' | 'faqItems' | 'dataPanel' | 'billsPanel'>): SearchDocument[] {
  const whatIsIds = new Set(page.whatIsCategories.map((category) => category._id));
  const categories = [...page.whatIsCategories, ...page.carouselCategories.filter((category) => !whatIsIds.has(category._id))];
  return buildSearchIndex({
    categories: categories.map((category) => ({ ...category, inWhatIs: whatIsIds.has(category._id) })),
    platformCards: page.platformCards,
    faqItems: page.faqItems,
    billsPanels: [page.dataPanel, page.billsPanel],
  });
}

export const MAX_QUERY_LENGTH = 100;

/** The words of a query, lower-cased; empty when there is nothing to search for. */
export function queryWords(query: string): string[] {
  return query.slice(0, MAX_QUERY_LENGTH).toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Documents whose title or text contains every word of the query (case-insensitive); title
 * matches first, then in index order.
 */
export function searchHome(index: readonly SearchDocument[], query: string): SearchDocument[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits = index.filter((doc) => {
    const haystack = `${doc.title} ${doc.text}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const inTitle = (doc: SearchDocument) => words.every((word) => doc.title.toLowerCase().includes(word));
  return [...hits.filter(inTitle), ...hits.filter((doc) => !inTitle(doc))];
}
