import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateOnSeed } from '@/lib/content/read-source';
import { loadSeedDataset } from '@/lib/content/seed-dataset';
import {
  aboutPageQuery,
  comingSoonPageQuery,
  contactPageQuery,
  homePageQuery,
  legalPageQuery,
  payBillsPageQuery,
  pricingPageQuery,
  siteChromeQuery,
  siteSettingsQuery,
} from '@/lib/sanity/queries';
import type {
  AboutPageQueryResult,
  ComingSoonPageQueryResult,
  ContactPageQueryResult,
  HomePageQueryResult,
  LegalPageQueryResult,
  PayBillsPageQueryResult,
  PricingPageQueryResult,
  SiteChromeQueryResult,
  SiteSettingsQueryResult,
} from '@/sanity.types';

type Image = { url: string | null; width: number | null; height: number | null } | null;

function expectLocalImage(image: Image) {
  expect(image?.url).toMatch(/^\/seed-images\/[\w-]+\.svg$/);
  expect(existsSync(path.join('studio/seed/images', path.basename(image!.url!)))).toBe(true);
  expect(image?.width).toBeGreaterThan(0);
  expect(image?.height).toBeGreaterThan(0);
}

describe('seed dataset', () => {
  it('resolves every exported image to a served asset and keeps no remote URL', () => {
    const documents = loadSeedDataset();
    const assets = documents.filter((doc) => doc._type === 'sanity.imageAsset');
    expect(assets.length).toBeGreaterThan(20);
    expect(JSON.stringify(documents)).not.toMatch(/_sanityAsset|cdn\.sanity\.io/);
  });

  it('site settings carry the product name and contact details', async () => {
    const settings = await evaluateOnSeed<SiteSettingsQueryResult>(siteSettingsQuery);
    expect(settings?.productName).toBe('Helpa');
    expect(settings?.contact.hours).toBe('Mon-Fri 8am-5pm');
    expect(settings?.socialLinks.length).toBeGreaterThan(0);
    expect(settings?.supportEmail).toMatch(/@/);
  });

  it("site chrome carries the spec's navigation, the footer and store labels and a 404 page with its picture", async () => {
    const chrome = await evaluateOnSeed<SiteChromeQueryResult>(siteChromeQuery);
    expect(chrome?.navItems.map(({ label, href }) => `${label} ${href}`)).toEqual([
      'Home /',
      'Market /comingsoon',
      'Why /about',
      'Pricing /pricing',
      'Pay Bills /paybills',
      'Contact Us /contactus',
    ]);
    expect(chrome?.logIn).toEqual({ label: 'Log In', href: '/comingsoon' });
    expect(chrome?.getStarted).toEqual({ label: 'Get Started', href: '/comingsoon' });
    expect(chrome).toMatchObject({
      footerExploreHeading: 'Explore',
      appStoreName: 'App Store',
      googlePlayName: 'Google Play',
      tocTitle: 'On this page',
    });
    expect(chrome?.notFound.image.url).toMatch(/\/seed-images\/not-found\.svg$/);
  });

  it('home page has the search copy, four "what is" categories, four platform cards and both banner panels', async () => {
    const home = await evaluateOnSeed<HomePageQueryResult>(homePageQuery);
    expect(home).toMatchObject({ heroBadge: '+10m', heroBadgeCaption: 'tasks matched with trusted givers' });
    expect(home?.heroHeadline).toMatch(/ultimate solution/);
    expect(home?.heroText).toBeTruthy();
    expect(home?.searchPlaceholder).toBe('What do you need help with?');
    expect(home?.searchButtonLabel).toBe('Search');
    expect(home?.whatIsCategories.map((category) => category.title)).toEqual([
      'Helpa',
      'Market Place',
      'Logistics',
      'CareHub',
    ]);
    expect(home?.platformCards.map((card) => card.title)).toEqual([
      'CareHub',
      'Logistics',
      'Marketplace',
      'Home owners',
    ]);
    expect(home?.carouselCategories.length).toBeGreaterThanOrEqual(4);
    expect(home?.dataPanel).toMatchObject({
      title: 'Buy mobile data and airtime with ease',
      ctaLabel: 'Make Purchase',
      ctaHref: '/paybills?service=data',
    });
    expect(home?.billsPanel).toMatchObject({
      title: 'Pay utility bills with zero hassle',
      ctaLabel: 'Make Purchase',
      ctaHref: '/paybills?service=electricity-bill',
    });
    // Background pictures are decorative by design (no alternative text in Studio): the site gets an empty alt.
    expect(home!.platformCards.map((card) => card.backgroundImg.alt)).toEqual(['', '', '', '']);
    for (const card of home!.platformCards) {
      expect(card.subtitle && card.headerdescription && card.description).toBeTruthy();
      expectLocalImage(card.mainImg);
      expectLocalImage(card.backgroundImg);
    }
    for (const category of home!.whatIsCategories) expectLocalImage(category.img);
    expectLocalImage(home!.heroImage);
    expectLocalImage(home!.referralImage);
  });

  it('about page has three role cards, five why items, three tabs of four steps and six FAQ items', async () => {
    const about = await evaluateOnSeed<AboutPageQueryResult>(aboutPageQuery);
    expect(about?.roleCards.map((card) => card.groupName)).toEqual(['Job Owner', 'Service Provider', 'CareHub']);
    expect(about?.whyItems.map((item) => item.title)).toEqual([
      'Flexible Assistance',
      'Logistics',
      'Awarawa and Kwandem',
      'Spare parts',
      'Own a virtual Shop',
    ]);
    expect(about?.howItWorksTabs.map((tab) => tab.key)).toEqual(['service-provider', 'giver', 'care-hub']);
    for (const tab of about!.howItWorksTabs) {
      expect(tab.steps).toHaveLength(4);
      expect(tab.header && tab.headerdescription).toBeTruthy();
    }
    expect(about?.faqItems.map((item) => item.id)).toEqual([
      'what-is',
      'who-can-register',
      'what-is-kyc',
      'how-to-get-paid',
      'what-is-carehub',
      'how-to-manage-staff',
    ]);
    for (const card of about!.roleCards) {
      expect(card.fullDesc && card.shortDesc && card.groupHeader).toBeTruthy();
      expect(card.features.length).toBeGreaterThan(0);
      expectLocalImage(card.imagesUrl);
    }
    // Role pictures carry the alternative text written in Studio; "Why" icons are decorative by design.
    expect(about!.roleCards.map((card) => card.imagesUrl.alt)).toEqual([
      'Illustration of a Helpa job owner',
      'Illustration of a Helpa service provider',
      'Illustration of a Helpa carehub',
    ]);
    expect(about!.whyItems.map((item) => item.icon.alt)).toEqual(['', '', '', '', '']);
  });

  it('the remaining singletons answer with their headings and SEO titles', async () => {
    const contact = await evaluateOnSeed<ContactPageQueryResult>(contactPageQuery);
    const comingSoon = await evaluateOnSeed<ComingSoonPageQueryResult>(comingSoonPageQuery);
    const payBills = await evaluateOnSeed<PayBillsPageQueryResult>(payBillsPageQuery);
    const pricing = await evaluateOnSeed<PricingPageQueryResult>(pricingPageQuery);
    expect(contact?.heading).toBe('Contact Us');
    expectLocalImage(contact!.mapImage);
    expect(comingSoon?.heading).toBeTruthy();
    expect(payBills).toMatchObject({ menuTitle: 'Please select a menu', menuSubtitle: 'What would you like to do?' });
    expect(pricing?.heading).toBe('Choose a plan that fits your needs');
    expect(pricing?.periodNames).toEqual({ monthly: 'Monthly', quarterly: 'Quarterly', annually: 'Annually' });
    expect(pricing?.priceSuffixes).toEqual({ monthly: '/month', quarterly: '/quarter', annually: '/year' });
    for (const page of [contact, comingSoon, payBills, pricing]) expect(page?.seo.title).toBeTruthy();
  });

  it('legal pages state the roles, the data collected and the terms constants', async () => {
    const policy = await evaluateOnSeed<LegalPageQueryResult>(legalPageQuery, { kind: 'policy' });
    const terms = await evaluateOnSeed<LegalPageQueryResult>(legalPageQuery, { kind: 'terms' });
    const text = (page: LegalPageQueryResult) => JSON.stringify(page?.body);
    for (const role of ['Users', 'Service Provider', 'Agent', 'Farmer', 'Vendor']) expect(text(policy)).toContain(role);
    for (const data of ['Personal information', 'Account details', 'KYC', 'Transactions', 'Device data'])
      expect(text(policy)).toContain(data);
    for (const rule of ['18 years or older', '48 hours of task completion', 'within 24 hours', 'Mon-Fri 8am-5pm'])
      expect(text(terms)).toContain(rule);
  });
});
