import type { HomePage, SiteSettings } from '@/lib/content';
import { homeSearchIndex, searchHome } from '../search-home';
import { CategoryCarousel } from './CategoryCarousel';
import { Hero } from './Hero';
import { PlatformCards } from './PlatformCards';
import { PromoBanner } from './PromoBanner';
import { Reveal } from './Reveal';
import { WhatIsSection } from './WhatIsSection';

type Props = { settings: SiteSettings; page: HomePage; query: string };

/** The home page's sections; `query` is a submitted search, shown under the hero search box. */
export function HomeSections({ settings, page, query }: Props) {
  // Only a submitted search's results go into the page; the browser loads the index when it needs it.
  const serverResults = query ? searchHome(homeSearchIndex(page), query) : [];

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
        serverResults={serverResults}
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
