import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import { schemaTypes } from '@schemas/index';
import { studioErrorsOf as errorsOf } from '../../fixtures/studio-validation';
import { weekReleaseVersions } from '../../fixtures/week-release';

type Doc = ReturnType<typeof loadSeedDataset>[number];

const seed = () => structuredClone(loadSeedDataset());
// The seed's image assets are written by Sanity on upload, not by editors: only our types are checked.
const editedTypes = new Set<string>(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name));
const editorDocuments = (dataset: Doc[]) => dataset.filter((doc) => editedTypes.has(doc._type));
const copyOf = (dataset: Doc[], id: string, changes: Record<string, unknown>): Doc => ({
  ...dataset.find((doc) => doc._id === id)!,
  _id: `${id}-copy`,
  ...changes,
});

describe('schema rules over the seed', () => {
  it('the seed breaks no rule', async () => {
    const dataset = seed();
    const documents = editorDocuments(dataset);
    expect(documents.length).toBeGreaterThan(35);
    const errors = (
      await Promise.all(
        documents.map(async (doc) => (await errorsOf(doc, dataset)).map((error) => `${doc._id} ${error}`)),
      )
    ).flat();
    expect(errors).toEqual([]);
  });

  it('two FAQ items cannot share a link name', async () => {
    const dataset = seed();
    const copy = copyOf(dataset, 'faqItem-what-is', { orderRank: '0|zzzzzz:' });
    expect(await errorsOf(copy, [...dataset, copy])).toEqual(['id: Another FAQ item already uses this link name.']);
    expect(await errorsOf({ ...copy, id: 'what-is-new' }, [...dataset, { ...copy, id: 'what-is-new' }])).toEqual([]);
  });

  it("a FAQ item's draft does not clash with its own published copy", async () => {
    const dataset = seed();
    const draft = { ...dataset.find((doc) => doc._id === 'faqItem-what-is')!, _id: 'drafts.faqItem-what-is' };
    expect(await errorsOf(draft, [...dataset, draft])).toEqual([]);
  });

  it('a release holding one document of every type an editor edits breaks no rule: each version is its own document', async () => {
    const dataset = seed();
    const versions = weekReleaseVersions(dataset);
    expect(new Set(versions.map((version) => version._type))).toEqual(
      new Set([...editedTypes].filter((type) => type !== 'contactMessage')),
    );
    // The release sits beside each document's published copy and an editor's draft of it.
    const drafts = versions.map((version) => ({
      ...version,
      _id: version._id.replace(/^versions\.[^.]+\./, 'drafts.'),
    }));
    const withRelease = [...dataset, ...drafts, ...versions];
    const errors = (
      await Promise.all(
        versions.map(async (version) =>
          (await errorsOf(version, withRelease)).map((error) => `${version._id} ${error}`),
        ),
      )
    ).flat();
    expect(errors).toEqual([]);
  });

  it('a version in a release still may not take a value another document holds', async () => {
    const dataset = seed();
    const version = {
      ...dataset.find((doc) => doc._id === 'faqItem-what-is')!,
      _id: 'versions.rWeek.faqItem-what-is',
      id: 'what-is-kyc',
    };
    expect(await errorsOf(version, [...dataset, version])).toEqual([
      'id: Another FAQ item already uses this link name.',
    ]);
    const terms = {
      ...dataset.find((doc) => doc._id === 'legalPage-terms')!,
      _id: 'versions.rWeek.legalPage-terms',
      kind: 'policy',
    };
    expect(await errorsOf(terms, [...dataset, terms])).toEqual([
      'kind: There is already a legal page of this kind: edit that one instead.',
    ]);
  });

  it('a landing page must open with a hero', async () => {
    const dataset = seed();
    const copy = copyOf(dataset, 'page-carehub-for-clinics', { slug: { _type: 'slug', current: 'clinics-2' } });
    const withoutHero = { ...copy, sections: (copy.sections as Doc[]).slice(1) };
    expect(await errorsOf(withoutHero, [...dataset, withoutHero])).toEqual([
      "sections: Start the page with a Hero: it holds the page's main heading.",
    ]);
  });

  it('a redirect that would loop or chain is refused in words', async () => {
    const dataset = seed();
    const loop = { _id: 'redirect-loop', _type: 'redirect', source: '/carehub-for-clinics', destination: '/clinics' };
    expect(await errorsOf(loop, [...dataset, loop])).toEqual([
      'destination: /clinics already redirects to /carehub-for-clinics: the two would send visitors round in a loop. Delete one of them.',
    ]);
    const chain = { _id: 'redirect-chain', _type: 'redirect', source: '/clinic', destination: '/clinics' };
    expect(await errorsOf(chain, [...dataset, chain])).toEqual([
      'destination: /clinics itself redirects to /carehub-for-clinics: point this redirect straight at /carehub-for-clinics, so visitors are not sent twice.',
    ]);
    const fine = { ...chain, destination: '/carehub-for-clinics' };
    expect(await errorsOf(fine, [...dataset, fine])).toEqual([]);
  });

  it('two how-it-works tabs cannot speak to the same audience', async () => {
    const dataset = seed();
    const copy = copyOf(dataset, 'howItWorksTab-giver', {});
    expect(await errorsOf(copy, [...dataset, copy])).toEqual(['key: Another tab already speaks to this audience.']);
  });

  it('there is one legal page per kind: a third one is refused', async () => {
    const dataset = seed();
    const copy = copyOf(dataset, 'legalPage-terms', {});
    expect(await errorsOf(copy, [...dataset, copy])).toEqual([
      'kind: There is already a legal page of this kind: edit that one instead.',
    ]);
  });

  it('an image needs alternative text unless it is marked decorative', async () => {
    const dataset = seed();
    const page = dataset.find((doc) => doc._id === 'comingSoonPage')!;
    const image = page.image as Record<string, unknown>;
    const withoutAlt = { ...page, image: { ...image, alt: undefined } };
    expect(await errorsOf(withoutAlt, dataset)).toEqual(['image.alt: Describe the picture, or mark it as decorative.']);
    expect(await errorsOf({ ...page, image: { ...image, alt: '   ' } }, dataset)).toEqual([
      'image.alt: Describe the picture, or mark it as decorative.',
    ]);
    expect(await errorsOf({ ...page, image: { ...image, alt: undefined, decorative: true } }, dataset)).toEqual([]);
  });

  it('a hero without a picture publishes, even once the Studio has stored the picture field empty', async () => {
    const dataset = seed();
    const copy = copyOf(dataset, 'page-carehub-for-clinics', { slug: { _type: 'slug', current: 'clinics-2' } });
    const [hero, ...rest] = copy.sections as Doc[];
    for (const image of [undefined, { _type: 'illustration' }, { _type: 'illustration', decorative: false }]) {
      const page = { ...copy, sections: [{ ...hero, image }, ...rest] };
      expect(await errorsOf(page, [...dataset, page]), JSON.stringify(image)).toEqual([]);
    }
  });

  it('a required picture is missing until a picture is chosen, whatever its words and tick say', async () => {
    const dataset = seed();
    const page = dataset.find((doc) => doc._id === 'comingSoonPage')!;
    const { alt } = page.image as { alt: string };
    for (const image of [
      { _type: 'illustration', alt },
      { _type: 'illustration', decorative: false },
    ]) {
      expect(await errorsOf({ ...page, image }, dataset), JSON.stringify(image)).toEqual(['image: Choose a picture.']);
    }
  });

  it('a role card picture needs alternative text; a "Why" icon and a card background, decorative by design, ask for none', async () => {
    const dataset = seed();
    const role = dataset.find((doc) => doc._id === 'roleCard-job-owner')!;
    expect(await errorsOf({ ...role, imagesUrl: { ...(role.imagesUrl as object), alt: undefined } }, dataset)).toEqual([
      'imagesUrl.alt: Describe the picture, or mark it as decorative.',
    ]);
    const why = dataset.find((doc) => doc._id === 'whyItem-flexible')!;
    const card = dataset.find((doc) => doc._id === 'platformCard-logistics')!;
    expect(why.icon).not.toHaveProperty('alt');
    expect(await errorsOf(why, dataset)).toEqual([]);
    expect(await errorsOf(card, dataset)).toEqual([]);
    const fields = (type: string) =>
      (
        schemaTypes.find((schemaType) => schemaType.name === type) as unknown as {
          fields: Array<{ name: string; type: string; description?: string }>;
        }
      ).fields;
    for (const [type, field] of [
      ['whyItem', 'icon'],
      ['platformCard', 'backgroundImg'],
    ] as const) {
      expect(fields(type).find(({ name }) => name === field)).toMatchObject({
        type: 'decorativeImage',
        description: expect.stringMatching(/^Decorative: .+screen readers skip it/),
      });
    }
  });

  it('the pricing page needs the three period names and price endings', async () => {
    const dataset = seed();
    const page = dataset.find((doc) => doc._id === 'pricingPage')!;
    const errors = await errorsOf({ ...page, priceSuffixes: { monthly: '/month', quarterly: '/quarter' } }, dataset);
    expect(errors).toEqual([expect.stringMatching(/^priceSuffixes\.annually: /)]);
  });
});
