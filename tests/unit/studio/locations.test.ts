import { evaluate, parse } from 'groq-js';
import { firstValueFrom, from, isObservable } from 'rxjs';
import type { DocumentLocationsState } from 'sanity/presentation';
import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import { PUBLIC_PAGES } from '@/lib/seo/site-url';
import { schemaTypes } from '@schemas/index';
import { locations } from '../../../studio/locations';

type Doc = ReturnType<typeof loadSeedDataset>[number];
type Context = Parameters<typeof locations>[1];

/** The Studio's document store, answering listenQuery from `dataset` with groq-js. */
function storeOver(dataset: Doc[]): Context {
  const run = async (query: string, params: Record<string, unknown>): Promise<unknown> =>
    (await evaluate(parse(query, { params }), { dataset, params })).get();
  const listenQuery = (query: string, params: Record<string, unknown>) => from(run(query, params));
  return { documentStore: { listenQuery } } as unknown as Context;
}

/** What the banner above `id`'s form says. */
async function usedOn(id: string, dataset: Doc[]): Promise<DocumentLocationsState | null> {
  const type = dataset.find((doc) => doc._id === id)?._type ?? 'unknown';
  const state = locations({ id, type, version: undefined, perspectiveStack: ['drafts'] }, storeOver(dataset));
  if (!isObservable(state)) return state ?? null;
  return (await firstValueFrom(state)) ?? null;
}

const seed = () => structuredClone(loadSeedDataset());
// The fixed pages, and the editors' landing pages and posts of the seed.
const pagePaths = new Set<string>([
  ...PUBLIC_PAGES.map(({ path }) => path),
  ...loadSeedDataset().flatMap((doc) =>
    doc._type === 'page'
      ? [`/${(doc.slug as { current: string }).current}`]
      : doc._type === 'post'
        ? [`/news/${(doc.slug as { current: string }).current}`]
        : [],
  ),
]);
const editorTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);

describe('"Used on": where each document is used, above its form in Studio', () => {
  it('every document type an editor can open says where it is used, each place a real page of the site', async () => {
    const dataset = seed();
    dataset.push({ _id: 'contact.example', _type: 'contactMessage' });
    for (const type of editorTypes) {
      const document = dataset.find((doc) => doc._type === type);
      expect(document, `a ${type} to open`).toBeDefined();
      const state = await usedOn(document!._id, dataset);
      // Every seed document is on a page; a contact message is on none, and says so.
      if (type === 'contactMessage')
        expect(state).toMatchObject({ message: expect.stringMatching(/not shown on the site/), tone: 'caution' });
      else expect(state?.locations?.length, type).toBeGreaterThan(0);
      for (const { href } of state?.locations ?? [])
        expect(pagePaths, `${type}: ${href}`).toContain(new URL(href, 'https://www.helpa.test').pathname);
    }
  });

  it('a category says which lists of the home page show it, and the search that finds it', async () => {
    const dataset = seed();
    expect(await usedOn('category-logistics', dataset)).toEqual({
      locations: [
        { title: 'Home: carousel and "What is"', href: '/' },
        { title: 'Home search', href: '/?q=Logistics' },
      ],
    });
  });

  it('a list item no page picks says where to pick it, and follows the page when an editor picks it', async () => {
    const dataset = seed();
    const spare = { ...dataset.find((doc) => doc._id === 'whyItem-flexible')!, _id: 'whyItem-spare' };
    dataset.push(spare);
    expect(await usedOn('whyItem-spare', dataset)).toEqual({
      message: 'Not on any page: pick it in About page → Why: reasons.',
      tone: 'caution',
    });
    const about = dataset.find((doc) => doc._id === 'aboutPage')!;
    (about.whyItems as Array<{ _ref: string }>).push({ _ref: 'whyItem-spare' });
    expect(await usedOn('whyItem-spare', dataset)).toEqual({ locations: [{ title: 'About: why', href: '/about' }] });
  });

  it('an FAQ item opens at its own answer; a legal page at the address of its kind; site settings on every page', async () => {
    const dataset = seed();
    expect((await usedOn('faqItem-what-is-kyc', dataset))?.locations?.[0]).toEqual({
      title: 'About: FAQ',
      href: '/about#faq-what-is-kyc',
    });
    expect((await usedOn('legalPage-terms', dataset))?.locations).toEqual([
      { title: 'Terms and conditions', href: '/termsconditions' },
    ]);
    expect(await usedOn('siteChrome', dataset)).toMatchObject({ message: 'Used on every page' });
  });

  it('a landing page, a post and a redirect open at their own addresses', async () => {
    const dataset = seed();
    expect((await usedOn('page-carehub-for-clinics', dataset))?.locations).toEqual([
      { title: 'Landing page: CareHub for clinics', href: '/carehub-for-clinics' },
    ]);
    expect((await usedOn('post-electricity-in-abuja', dataset))?.locations).toEqual([
      { title: 'News: Pay your electricity in Abuja in one minute', href: '/news/electricity-in-abuja' },
      { title: 'News listing', href: '/news' },
    ]);
    expect((await usedOn('redirect--clinics', dataset))?.locations).toEqual([
      { title: 'Visitors of /clinics land here', href: '/carehub-for-clinics' },
    ]);
  });
});
