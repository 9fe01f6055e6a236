import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { HomePage } from '@/lib/content';
import { firstViewImage } from '@/lib/content/first-view-image';
import type { SearchOutcome } from '../site-search';
import { CategoryCarousel } from './CategoryCarousel';
import { Hero } from './Hero';
import { PlatformCards } from './PlatformCards';
import { PromoBanner } from './PromoBanner';
import { Reveal } from './Reveal';
import { WhatIsTabs } from './WhatIsTabs';

type Props = {
  page: HomePage;
  search: { query: string; outcome: SearchOutcome } | null;
  postTaskHref: string;
};

export async function HomeSections({ page, search, postTaskHref }: Props) {
  return (
    <>
      <Hero
        badge={page.heroBadge}
        badgeCaption={page.heroBadgeCaption}
        headline={page.heroHeadline}
        text={page.heroText}
        searchPlaceholder={page.searchPlaceholder}
        searchButtonLabel={page.searchButtonLabel}
        query={search?.query ?? ''}
        serverOutcome={search?.outcome ?? null}
        postTaskHref={postTaskHref}
        image={await firstViewImage(page.heroImage)}
      />
      <CategoryCarousel
        heading={<SectionHeading id="categories-heading" title={page.carouselHeading} align="left" />}
        // Only what a card shows travels in the page's payload (the search index has the rest).
        categories={page.carouselCategories.map(({ _id, title, shortcontent, img }) => ({
          _id,
          title,
          shortcontent,
          img,
        }))}
      />
      {page.whatIsCategories.length > 0 && (
        <Reveal>
          <Section
            id="what-is"
            headingId="what-is-heading"
            heading={page.whatIsHeading}
            intro={page.whatIsIntro}
            tone="surface"
          >
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
        <PromoBanner {...page} />
      </Reveal>
    </>
  );
}
