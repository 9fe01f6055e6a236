import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { HomePage } from '@/lib/content';
import { homeSearchIndex, searchHome } from '../search-home';
import { CategoryCarousel } from './CategoryCarousel';
import { Hero } from './Hero';
import { PlatformCards } from './PlatformCards';
import { PromoBanner } from './PromoBanner';
import { Reveal } from './Reveal';
import { WhatIsTabs } from './WhatIsTabs';

type Props = { page: HomePage; query: string };

/** The home page's sections; `query` is a submitted search, shown under the hero search box. */
export function HomeSections({ page, query }: Props) {
  // Only a submitted search's results go into the page; the browser loads the index when it needs it.
  const serverResults = query ? searchHome(homeSearchIndex(page), query) : [];

  return (
    <>
      <Hero
        badge={page.heroBadge}
        badgeCaption={page.heroBadgeCaption}
        headline={page.heroHeadline}
        text={page.heroText}
        searchPlaceholder={page.searchPlaceholder}
        searchButtonLabel={page.searchButtonLabel}
        query={query}
        serverResults={serverResults}
        image={page.heroImage}
      />
      <CategoryCarousel heading={<SectionHeading id="categories-heading" title={page.carouselHeading} align="left" />} categories={page.carouselCategories} />
      {page.whatIsCategories.length > 0 && (
        <Reveal>
          <Section id="what-is" headingId="what-is-heading" heading={page.whatIsHeading} intro={page.whatIsIntro} tone="surface">
            <WhatIsTabs readMorePrefix={page.readMorePrefix} categories={page.whatIsCategories} />
          </Section>
        </Reveal>
      )}
      <Reveal>
        <Section id="platform" headingId="platform-heading" heading={page.platformHeading} intro={page.platformIntro}>
          <PlatformCards cards={page.platformCards} />
        </Section>
      </Reveal>
      <Reveal>
        <PromoBanner dataPanel={page.dataPanel} billsPanel={page.billsPanel} referralTitle={page.referralTitle} referralText={page.referralText} referralImage={page.referralImage} />
      </Reveal>
    </>
  );
}
