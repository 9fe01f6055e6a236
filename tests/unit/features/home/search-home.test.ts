import { describe, expect, it } from 'vitest';
import { buildSearchIndex, homeSearchIndex, searchHome, type SearchIndexSource } from '@/features/home/search-home';

const source: SearchIndexSource = {
  categories: [
    { _id: 'category-logistics', title: 'Logistics', shortcontent: 'Same-day delivery by riders.', mainDescription: 'Parcels across town.', inWhatIs: true },
    { _id: 'category-errands', title: 'Errands', shortcontent: 'Market runs and bank queues.', mainDescription: 'A giver handles it.', inWhatIs: false },
  ],
  platformCards: [{ _id: 'platformCard-homeowners', title: 'Home owners', description: 'Cleaning and repairs.', subtitle: 'Help at home', headerdescription: 'Post a household task.' }],
  faqItems: [{ id: 'what-is-kyc', question: 'What is KYC?', answer: 'Every giver confirms their identity before delivery jobs.' }],
  billsPanels: [{ title: 'Buy mobile data and airtime', text: 'Top up MTN and Glo in seconds.', ctaHref: '/paybills?service=data' }],
};
const index = buildSearchIndex(source);
const titles = (query: string) => searchHome(index, query).map((doc) => doc.title);

describe('home search', () => {
  it('matches titles regardless of case', () => {
    expect(titles('LOGISTICS')).toEqual(['Logistics']);
  });

  it('matches the text as well as the title, title matches first', () => {
    expect(titles('delivery')).toEqual(['Logistics', 'What is KYC?']);
    expect(titles('kyc')).toEqual(['What is KYC?']);
  });

  it('needs every word of the query to match', () => {
    expect(titles('household cleaning')).toEqual(['Home owners']);
    expect(titles('household parcels')).toEqual([]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(titles('')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });

  it('finds nothing when no document contains the words', () => {
    expect(titles('spaceship')).toEqual([]);
  });

  it('links a What-is category to its tab, a platform card to its card and a FAQ item to its answer on /about', () => {
    const hrefs = Object.fromEntries(index.map((doc) => [doc.title, doc.href]));
    expect(hrefs['Logistics']).toBe('/#what-is-category-logistics');
    expect(hrefs['Home owners']).toBe('/#platform-platformCard-homeowners');
    expect(hrefs['What is KYC?']).toBe('/about#faq-what-is-kyc');
  });

  it('links a category that has no What-is tab to its card in the carousel', () => {
    expect(index.find((doc) => doc.title === 'Errands')?.href).toBe('/#category-card-category-errands');
  });

  it('links a bill offer to its pay-bills service', () => {
    expect(searchHome(index, 'airtime')).toEqual([expect.objectContaining({ kind: 'bills', href: '/paybills?service=data' })]);
  });
});

describe('homeSearchIndex', () => {
  const category = (id: string, title: string) => ({ _id: id, title, shortcontent: `${title} in short`, mainDescription: `${title} at length`, readMoreHref: '/about', img: null });
  const panel = (title: string, ctaHref: string) => ({ title, text: null, ctaHref, ctaLabel: 'Make Purchase' });

  it('lists a category in both What-is and the carousel once, at its What-is tab; a carousel-only one at its card', () => {
    const index = homeSearchIndex({
      whatIsCategories: [category('carehub', 'CareHub')],
      carouselCategories: [category('carehub', 'CareHub'), category('errands', 'Errands')],
      platformCards: [],
      faqItems: [],
      dataPanel: panel('Data and airtime', '/paybills?service=data'),
      billsPanel: panel('Utility bills', '/paybills?service=electricity-bill'),
    } as unknown as Parameters<typeof homeSearchIndex>[0]);
    expect(index.filter((doc) => doc.kind === 'category').map((doc) => [doc.title, doc.href])).toEqual([
      ['CareHub', '/#what-is-carehub'],
      ['Errands', '/#category-card-errands'],
    ]);
    expect(index.filter((doc) => doc.kind === 'bills').map((doc) => doc.href)).toEqual(['/paybills?service=data', '/paybills?service=electricity-bill']);
  });
});
