import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import { aboutPageQuery, homePageQuery } from '@/lib/sanity/queries';

type Document = ReturnType<typeof loadSeedDataset>[number];
type Reference = { _ref: string; _type: 'reference'; _key: string; _weak?: boolean };

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && '_ref' in value;

/** Each field of a page that is a list of references, with the documents it names. */
function referenceLists(page: Document): Array<[field: string, references: Reference[]]> {
  return Object.entries(page).flatMap(([field, value]) =>
    Array.isArray(value) && value.length > 0 && value.every(isReference) ? [[field, value]] : [],
  );
}

async function run(query: string, dataset: Document[]) {
  return (await (await evaluate(parse(query), { dataset })).get()) as Record<string, unknown>;
}

const PAGES = [
  { id: 'homePage', query: homePageQuery },
  { id: 'aboutPage', query: aboutPageQuery },
];

describe('a reference that resolves to nothing is left out of its list', () => {
  for (const { id, query } of PAGES) {
    it(`${id}: a weak reference to a document not yet published (Studio's reference to a draft) is left out, the rest keep their order`, async () => {
      const seed = loadSeedDataset();
      const page = seed.find((document) => document._id === id)!;
      const lists = referenceLists(page);
      expect(lists.length, 'the page has reference lists').toBeGreaterThan(0);
      const before = await run(query, seed);

      // A new item, still a draft, picked first in every list; the page is published before the item.
      const edited = { ...page };
      for (const [field, references] of lists)
        edited[field] = [{ _ref: `${field}-new-item`, _type: 'reference', _key: 'new', _weak: true }, ...references];
      const draftItems = lists.map(([field]) => ({
        _id: `drafts.${field}-new-item`,
        _type: 'category',
        title: 'A draft',
      }));
      const after = await run(query, [...seed.filter((document) => document._id !== id), edited, ...draftItems]);

      for (const [field] of lists) expect(after[field], field).toEqual(before[field]);
    });

    it(`${id}: a document unpublished or deleted after it was picked is left out`, async () => {
      const seed = loadSeedDataset();
      const page = seed.find((document) => document._id === id)!;
      const gone = new Set(referenceLists(page).map(([, references]) => references[0]!._ref));
      const after = await run(
        query,
        seed.filter((document) => !gone.has(document._id)),
      );
      for (const [field, references] of referenceLists(page)) {
        const list = after[field] as Array<{ _id: string }>;
        expect(list, field).not.toContain(null);
        expect(
          list.map(({ _id }) => _id),
          field,
        ).toEqual(references.map(({ _ref }) => _ref).filter((ref) => !gone.has(ref)));
      }
    });
  }
});
