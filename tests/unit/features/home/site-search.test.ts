import { describe, expect, it } from 'vitest';
import { queryWords, searchDocuments, type SearchContent, type SearchDocument } from '@/features/home/search-documents';
import { createSiteSearch, withSynonyms } from '@/features/home/site-search';
import { SERVICE_TYPES } from '@/lib/bills/sandbox/catalogue';
import { evaluateOnSeed } from '@/lib/content/read-source';
import { homePageQuery, searchSynonymsQuery } from '@/lib/sanity/queries';
import type { HomePageQueryResult, SearchSynonymsQueryResult } from '@/sanity.types';

const doc = (kind: SearchDocument['kind'], title: string, text: string, keywords: string[] = []): SearchDocument => ({
  kind,
  id: title,
  title,
  text,
  href: `/#${title}`,
  keywords,
});

const fixture = [
  doc('category', 'Errands', 'Market runs and bank queues: a verified giver handles it.'),
  doc('category', 'Household tasks', 'Cleaning, laundry, cooking and repairs by givers with real ratings.'),
  doc('category', 'Logistics', 'Same-day pick-up and delivery by verified riders.'),
  doc('service', 'Home owners', 'Get cleaning, repairs and chores done by rated givers. Post a household task.'),
  doc('faq', 'What is KYC?', 'Every giver confirms their identity before delivery jobs.'),
  doc(
    'page',
    'Pay bills: electricity, data, airtime, TV',
    'Buy prepaid and postpaid electricity, data, airtime and TV subscriptions.',
  ),
];
const titles = (documents: SearchDocument[], query: string) =>
  createSiteSearch(documents)
    .search(query)
    .results.map((found) => found.title);

describe('the home search: ranking', () => {
  it('matches titles and text regardless of case and accents, a title match first', () => {
    expect(titles(fixture, 'LOGISTICS')[0]).toBe('Logistics');
    expect(titles(fixture, 'délivery')).toEqual(['Logistics', 'What is KYC?']);
  });

  it('ranks a category above a service, an answer or a page that match as well', () => {
    expect(titles(fixture, 'cleaning repairs')).toEqual(['Household tasks', 'Home owners']);
  });

  it('finds word forms and typos: errand, repairing, deliveries, eletricity, houshold', () => {
    expect(titles(fixture, 'errand')[0]).toBe('Errands');
    expect(titles(fixture, 'repairing')).toContain('Household tasks');
    expect(titles(fixture, 'deliveries')[0]).toBe('Logistics');
    expect(titles(fixture, 'eletricity')).toEqual(['Pay bills: electricity, data, airtime, TV']);
    expect(titles(fixture, 'houshold')[0]).toBe('Household tasks');
  });

  it('needs every word when that finds something, and otherwise any of them', () => {
    expect(titles(fixture, 'household cleaning')).toEqual(['Household tasks', 'Home owners']);
    expect(titles(fixture, 'I need someone for market runs')[0]).toBe('Errands');
    expect(titles(fixture, 'fast parcel delivery')).toContain('Logistics');
  });

  it('offers the closest categories when nothing matches, else every category, never nothing', () => {
    const near = createSiteSearch(fixture).search('erunds');
    expect(near.results).toEqual([]);
    expect(near.closeMatch).toBe(true);
    expect(near.closest.map((found) => found.title)).toEqual(['Errands']);
    const far = createSiteSearch(fixture).search('xylophone');
    expect(far).toEqual({
      results: [],
      closeMatch: false,
      closest: fixture.filter((found) => found.kind === 'category'),
    });
  });

  it('keeps at most 100 characters of a query', () => {
    expect(queryWords(`kyc ${'x'.repeat(200)}`)).toEqual(['kyc', 'x'.repeat(96)]);
  });
});

describe('the home search: synonyms', () => {
  const synonyms = [
    { words: ['plumber', 'generator repair'], meaning: 'household repairs' },
    { words: ['dispatch rider'], meaning: 'delivery riders' },
  ];

  it('attaches each synonym to what its meaning finds, and to nothing else', () => {
    const attached = withSynonyms(fixture, synonyms);
    const keywordsOf = (title: string) => attached.find((found) => found.title === title)!.keywords;
    expect(keywordsOf('Household tasks')).toEqual(['plumber', 'generator repair']);
    expect(keywordsOf('Home owners')).toEqual(['plumber', 'generator repair']);
    expect(keywordsOf('Logistics')).toEqual(['dispatch rider']);
    expect(keywordsOf('Errands')).toEqual([]);
  });

  it('finds by a synonym, also misspelt or in another word form, ranked like its meaning', () => {
    const attached = withSynonyms(fixture, synonyms);
    expect(titles(attached, 'plumber')).toEqual(['Household tasks', 'Home owners']);
    expect(titles(attached, 'plumbr')).toEqual(['Household tasks', 'Home owners']);
    expect(titles(attached, 'plumbers')).toEqual(['Household tasks', 'Home owners']);
    expect(titles(attached, 'generator repair')[0]).toBe('Household tasks');
    expect(titles(attached, 'dispatch rider')[0]).toBe('Logistics');
  });

  it('without the synonym, the same words find nothing: what editors add is what teaches it', () => {
    expect(titles(fixture, 'plumber')).toEqual([]);
  });
});

describe('the home search over the seed content', () => {
  it('finds a plumber, cleaning, an errand and a generator repair, and a bill by its everyday name', async () => {
    const home = await evaluateOnSeed<NonNullable<HomePageQueryResult>>(homePageQuery);
    const synonyms = await evaluateOnSeed<SearchSynonymsQueryResult>(searchSynonymsQuery);
    const content: SearchContent = {
      home,
      pages: [
        {
          path: '/paybills',
          title: 'Pay bills: electricity, data, airtime, TV',
          description: 'Buy electricity, data, airtime and TV.',
        },
      ],
      payBillsServices: SERVICE_TYPES,
    };
    const search = createSiteSearch(withSynonyms(searchDocuments(content), synonyms));
    const first = (query: string) => search.search(query).results[0]?.title;
    expect(first('plumber')).toBe('Household tasks');
    expect(first('cleaning')).toBe('Household tasks');
    expect(first('errand')).toBe('Errands');
    expect(first('generator repair')).toBe('Household tasks');
    expect(search.search('NEPA').results.map((found) => found.href)).toContain('/paybills');
    expect(first('dispatch rider')).toBe('Logistics');
  });

  it('offers a pay-bills service first by the names payers use: dstv, gotv and showmax open the TV form', async () => {
    const home = await evaluateOnSeed<NonNullable<HomePageQueryResult>>(homePageQuery);
    const synonyms = await evaluateOnSeed<SearchSynonymsQueryResult>(searchSynonymsQuery);
    const search = createSiteSearch(
      withSynonyms(searchDocuments({ home, pages: [], payBillsServices: SERVICE_TYPES }), synonyms),
    );
    const first = (query: string) => search.search(query).results[0]?.href;
    for (const query of ['dstv', 'DStv', 'gotv', 'showmax', 'cable tv'])
      expect(first(query), query).toBe('/paybills?service=tv-subscription');
    expect(first('nepa')).toBe('/paybills?service=electricity-bill');
    expect(first('recharge card')).toBe('/paybills?service=airtime');
    // Without the bills API's list, the offers still answer.
    const offline = createSiteSearch(
      withSynonyms(searchDocuments({ home, pages: [], payBillsServices: [] }), synonyms),
    );
    expect(offline.search('dstv').results[0]?.href).toBe('/paybills?service=electricity-bill');
  });
});
