import MiniSearch, { type SearchOptions } from 'minisearch';
import { stemmer } from 'stemmer';
import { queryWords, type SearchDocument, type SearchSynonym } from './search-documents';

export type SearchOutcome = { results: SearchDocument[]; closest: SearchDocument[]; closeMatch: boolean };

const MAX_RESULTS = 8;
const MAX_CLOSEST = 4;

// Words that say nothing about what a visitor needs; left out of the index and of queries.
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'at',
  'be',
  'by',
  'can',
  'do',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'need',
  'of',
  'on',
  'or',
  'someone',
  'the',
  'to',
  'what',
  'who',
  'with',
  'you',
  'your',
]);

function processTerm(term: string): string | null {
  const plain = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (plain.length < 2 || STOP_WORDS.has(plain)) return null;
  return stemmer(plain);
}

// A title says most about a document, the editors' synonyms next, the body text least. Categories (what people come for) rank above services, offers and answers, and whole pages last.
const KIND_BOOST: Record<SearchDocument['kind'], number> = {
  category: 1.3,
  service: 1.15,
  bills: 1.1,
  faq: 1,
  page: 0.8,
};

const OPTIONS: SearchOptions = {
  boost: { title: 3, keywords: 2, text: 1 },
  // Typos: one edit in a word of 4 letters or more, two from 8 (as edit counts, not shares of the length, which MiniSearch rounds up and which let "lesson" match "less").
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  prefix: (term) => term.length >= 4,
};

export function createSiteSearch(documents: readonly SearchDocument[]) {
  const engine = new MiniSearch<SearchDocument & { key: number }>({
    idField: 'key',
    fields: ['title', 'keywords', 'text'],
    // Also reads the id field (`key`), which must stay a number.
    extractField: (document, field) =>
      ({ key: document.key, title: document.title, keywords: document.keywords.join(' '), text: document.text })[
        field as 'key' | 'title' | 'keywords' | 'text'
      ],
    processTerm,
    searchOptions: { ...OPTIONS, boostDocument: (key: number) => KIND_BOOST[documents[key]!.kind] },
  });
  engine.addAll(documents.map((document, key) => ({ ...document, key })));

  const find = (query: string, options: SearchOptions = {}) =>
    engine.search(query, options).map((hit) => documents[hit.id as number]!);

  return {
    search(query: string): SearchOutcome {
      const text = queryWords(query).join(' ');
      if (!text) return { results: [], closest: [], closeMatch: false };
      const every = find(text, { combineWith: 'AND' });
      const results = (every.length > 0 ? every : find(text, { combineWith: 'OR' })).slice(0, MAX_RESULTS);
      if (results.length > 0) return { results, closest: [], closeMatch: false };
      const near = find(text, {
        combineWith: 'OR',
        fuzzy: 0.4,
        filter: (hit) => documents[hit.id as number]!.kind === 'category',
      }).slice(0, MAX_CLOSEST);
      const closest =
        near.length > 0 ? near : documents.filter((document) => document.kind === 'category').slice(0, MAX_CLOSEST);
      return { results: [], closest, closeMatch: near.length > 0 };
    },
    meaningOf(meaning: string): SearchDocument[] {
      const every = find(meaning, { combineWith: 'AND', fuzzy: false });
      return every.length > 0 ? every : find(meaning, { combineWith: 'OR', fuzzy: false }).slice(0, 3);
    },
  };
}

/**
 * The documents with the editors' synonyms attached: each synonym's words become keywords of what its
 * meaning finds, so "plumber" (→ household repairs) finds Household tasks, with typos and stems too.
 */
export function withSynonyms(
  documents: readonly SearchDocument[],
  synonyms: readonly SearchSynonym[],
): SearchDocument[] {
  const search = createSiteSearch(documents);
  const keywords = new Map<SearchDocument, Set<string>>(
    documents.map((document) => [document, new Set(document.keywords)]),
  );
  for (const { words, meaning } of synonyms) {
    for (const document of search.meaningOf(meaning)) for (const word of words) keywords.get(document)!.add(word);
  }
  return documents.map((document) => ({ ...document, keywords: [...keywords.get(document)!] }));
}
