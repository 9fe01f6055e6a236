import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import { aboutPageQuery, homePageQuery } from '@/lib/sanity/queries';
import type { AboutPageQueryResult, HomePageQueryResult } from '@/sanity.types';

type SeedDocument = ReturnType<typeof loadSeedDataset>[number];

/** Runs a query, as the embedded mode does, over the seed after an editor's change. */
async function queryAfterEdit<Result>(
  query: string,
  edit: (documents: SeedDocument[]) => SeedDocument[],
): Promise<Result> {
  const dataset = edit(structuredClone(loadSeedDataset()));
  return (await (await evaluate(parse(query), { dataset })).get()) as Result;
}

const byId = (documents: SeedDocument[], id: string) =>
  documents.find((doc) => doc._id === id) as Record<string, unknown>;
const reverseArray = (documents: SeedDocument[], id: string, field: string) => {
  const doc = byId(documents, id);
  doc[field] = [...(doc[field] as unknown[])].reverse();
  return documents;
};
/** What dragging the last document of a type to the top does: its rank goes before every other. */
const dragToTop = (documents: SeedDocument[], id: string) => {
  byId(documents, id).orderRank = '0|000001:';
  return documents;
};

describe('queries follow the order editors set in Studio', () => {
  it("keeps the seed's visible order", async () => {
    const about = await queryAfterEdit<AboutPageQueryResult>(aboutPageQuery, (docs) => docs);
    expect(about?.howItWorksTabs.map((tab) => tab.key)).toEqual(['service-provider', 'giver', 'care-hub']);
    expect(about?.faqItems[0]?.id).toBe('what-is');
  });

  it('FAQ items and how-it-works tabs follow their drag-and-drop rank', async () => {
    const about = await queryAfterEdit<AboutPageQueryResult>(aboutPageQuery, (docs) =>
      dragToTop(dragToTop(docs, 'faqItem-how-to-manage-staff'), 'howItWorksTab-care-hub'),
    );
    expect(about?.faqItems.map((item) => item.id)).toEqual([
      'how-to-manage-staff',
      'what-is',
      'who-can-register',
      'what-is-kyc',
      'how-to-get-paid',
      'what-is-carehub',
    ]);
    expect(about?.howItWorksTabs.map((tab) => tab.key)).toEqual(['care-hub', 'service-provider', 'giver']);
    const home = await queryAfterEdit<HomePageQueryResult>(homePageQuery, (docs) =>
      dragToTop(docs, 'faqItem-how-to-manage-staff'),
    );
    expect(home?.faqItems[0]?.id).toBe('how-to-manage-staff');
  });

  it('role cards and "Why" items follow their order in the About page', async () => {
    const about = await queryAfterEdit<AboutPageQueryResult>(aboutPageQuery, (docs) =>
      reverseArray(reverseArray(docs, 'aboutPage', 'roleCards'), 'aboutPage', 'whyItems'),
    );
    expect(about?.roleCards.map((card) => card.groupName)).toEqual(['CareHub', 'Service Provider', 'Job Owner']);
    expect(about?.whyItems.map((item) => item.title)).toEqual([
      'Own a virtual Shop',
      'Spare parts',
      'Awarawa and Kwandem',
      'Logistics',
      'Flexible Assistance',
    ]);
  });

  it('categories and platform cards follow their order in the Home page', async () => {
    const home = await queryAfterEdit<HomePageQueryResult>(homePageQuery, (docs) =>
      reverseArray(
        reverseArray(reverseArray(docs, 'homePage', 'whatIsCategories'), 'homePage', 'platformCards'),
        'homePage',
        'carouselCategories',
      ),
    );
    expect(home?.whatIsCategories.map((category) => category.title)).toEqual([
      'CareHub',
      'Logistics',
      'Market Place',
      'Helpa',
    ]);
    expect(home?.platformCards.map((card) => card.title)).toEqual([
      'Home owners',
      'Marketplace',
      'Logistics',
      'CareHub',
    ]);
    expect(home?.carouselCategories.at(-1)?._id).toBe('category-errands');
  });

  it('a decorative picture gets an empty alt even if alternative text was left in it', async () => {
    const home = await queryAfterEdit<HomePageQueryResult>(homePageQuery, (docs) => {
      const page = byId(docs, 'homePage');
      page.heroImage = { ...(page.heroImage as object), decorative: true };
      return docs;
    });
    expect(home?.heroImage.alt).toBe('');
  });
});
