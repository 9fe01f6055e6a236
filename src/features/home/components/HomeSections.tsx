/** @jsxImportSource @/styles/server-jsx */
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { HomePage } from '@/lib/content';
import { emotionClassGroups } from '@/styles/server-jsx/emotion-styles';
import { carouselParts } from '../carousel-styles';
import { heroParts } from '../hero-styles';
import { platformCardParts } from '../platform-card-styles';
import { revealStyle } from '../reveal-style';
import { homeSearchIndex, searchHome } from '../search-home';
import { searchResultsParts } from '../search-results-styles';
import { whatIsParts } from '../what-is-styles';
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
  const islands = emotionClassGroups({
    hero: heroParts,
    results: searchResultsParts,
    carousel: carouselParts,
    whatIs: whatIsParts,
    platform: platformCardParts,
  });

  return (
    <>
      {islands.styles}
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
        classNames={islands.classNames.hero}
        resultsClassNames={islands.classNames.results}
      />
      <CategoryCarousel heading={<SectionHeading id="categories-heading" title={page.carouselHeading} align="left" />} categories={page.carouselCategories} classNames={islands.classNames.carousel} />
      {page.whatIsCategories.length > 0 && (
        <Reveal css={revealStyle}>
          <Section id="what-is" headingId="what-is-heading" heading={page.whatIsHeading} intro={page.whatIsIntro} tone="surface">
            <WhatIsTabs readMorePrefix={page.readMorePrefix} categories={page.whatIsCategories} classNames={islands.classNames.whatIs} />
          </Section>
        </Reveal>
      )}
      <Reveal css={revealStyle}>
        <Section id="platform" headingId="platform-heading" heading={page.platformHeading} intro={page.platformIntro}>
          <PlatformCards cards={page.platformCards} classNames={islands.classNames.platform} />
        </Section>
      </Reveal>
      <Reveal css={revealStyle}>
        <PromoBanner dataPanel={page.dataPanel} billsPanel={page.billsPanel} referralTitle={page.referralTitle} referralText={page.referralText} referralImage={page.referralImage} />
      </Reveal>
    </>
  );
}
