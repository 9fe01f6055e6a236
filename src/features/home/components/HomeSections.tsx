import type { HomePage, SiteSettings } from '@/lib/content';
import { buildSearchIndex } from '../search-home';
import { CategoryCarousel } from './CategoryCarousel';
import { Hero } from './Hero';
import { PlatformCards } from './PlatformCards';
import { PromoBanner } from './PromoBanner';
import { Reveal } from './Reveal';
import { WhatIsSection } from './WhatIsSection';

type Props = { settings: SiteSettings; page: HomePage; query: string };

/** The home page's sections; `query` is a submitted search, shown under the hero search box. */
export function HomeSections({ settings, page, query }: Props) {
  const whatIsIds = new Set(page.whatIsCategories.map((category) => category._id));
  const categories = [...page.whatIsCategories, ...page.carouselCategories.filter((category) => !whatIsIds.has(category._id))];
  const searchIndex = buildSearchIndex({
    categories: categories.map((category) => ({ ...category, inWhatIs: whatIsIds.has(category._id) })),
    platformCards: page.platformCards,
    faqItems: page.faqItems,
    billsPanels: [page.dataPanel, page.billsPanel],
  });

  return (
    <>
      <Hero
        badge={settings.badge}
        badgeCaption={settings.badgeCaption}
        headline={settings.heroHeadline}
        text={settings.heroText}
        searchPlaceholder={page.searchPlaceholder}
        searchButtonLabel={page.searchButtonLabel}
        query={query}
        searchIndex={searchIndex}
        image={page.heroImage}
      />
      <CategoryCarousel title={page.carouselHeading} categories={page.carouselCategories} />
      <Reveal>
        <WhatIsSection heading={page.whatIsHeading} intro={page.whatIsIntro} readMorePrefix={page.readMorePrefix} categories={page.whatIsCategories} />
      </Reveal>
      <Reveal>
        <PlatformCards heading={page.platformHeading} intro={page.platformIntro} cards={page.platformCards} />
      </Reveal>
      <Reveal>
        <PromoBanner
          dataPanel={page.dataPanel}
          billsPanel={page.billsPanel}
          referralTitle={page.referralTitle}
          referralText={page.referralText}
          referralImage={page.referralImage}
        />
      </Reveal>
    </>
  );
}
