import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import { landingPageQuery, landingPagesQuery } from '@/lib/sanity/queries';
import type { LandingPageQueryResult, LandingPagesQueryResult } from '@/sanity.types';

type SeedDocument = ReturnType<typeof loadSeedDataset>[number];

/** The queries over the seed after `edit` changed the seed's landing page (as a write through the API, past the Studio's rules, could). */
async function run<Result>(
  query: string,
  edit: (page: Record<string, unknown>) => void,
  params: Record<string, unknown> = {},
): Promise<Result> {
  const dataset = structuredClone(loadSeedDataset());
  edit(dataset.find((doc) => doc._id === 'page-carehub-for-clinics') as SeedDocument);
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as Result;
}

const sectionsOf = (page: Record<string, unknown>) => page.sections as Array<Record<string, unknown>>;

describe("a landing page's sections as the site gets them", () => {
  it('are every section of the seed, in its order', async () => {
    const page = await run<LandingPageQueryResult>(landingPageQuery, () => undefined, { slug: 'carehub-for-clinics' });
    expect(page?.sections.map(({ _type }) => _type)).toEqual(
      sectionsOf(loadSeedDataset().find((doc) => doc._id === 'page-carehub-for-clinics')!).map(({ _type }) => _type),
    );
  });

  it('leave out a section missing what its component needs, and give lists that are missing as empty', async () => {
    const page = await run<LandingPageQueryResult>(
      landingPageQuery,
      (seedPage) => {
        for (const section of sectionsOf(seedPage)) {
          if (section._type === 'promoBannerSection') delete section.billsPanel;
          if (section._type === 'callToActionSection') delete section.cta;
          if (section._type === 'faqSection') delete section.heading;
          if (section._type === 'carouselSection') delete section.categories;
          if (section._type === 'roleCardsSection')
            section.cards = [{ _type: 'reference', _ref: 'roleCard-unpublished', _key: 'gone' }];
        }
      },
      { slug: 'carehub-for-clinics' },
    );
    const types = page!.sections.map(({ _type }) => _type);
    expect(types).not.toContain('promoBannerSection');
    expect(types).not.toContain('callToActionSection');
    expect(types).not.toContain('faqSection');
    expect(page!.sections.find((section) => section._type === 'carouselSection')).toMatchObject({ categories: [] });
    expect(page!.sections.find((section) => section._type === 'roleCardsSection')).toMatchObject({ cards: [] });
  });

  it('are none when the page has none, and a page without search fields is found by its title', async () => {
    const page = await run<LandingPageQueryResult>(landingPageQuery, (seedPage) => delete seedPage.sections, {
      slug: 'carehub-for-clinics',
    });
    expect(page?.sections).toEqual([]);
    const pages = await run<LandingPagesQueryResult>(landingPagesQuery, (seedPage) => delete seedPage.seo);
    expect(pages.find(({ slug }) => slug === 'carehub-for-clinics')).toEqual(
      expect.objectContaining({ searchTitle: 'CareHub for clinics', searchDescription: null }),
    );
  });
});
