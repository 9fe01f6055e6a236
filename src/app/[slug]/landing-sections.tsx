import type { PortableTextBlock } from '@portabletext/react';
import { createDataAttribute } from 'next-sanity';
import { AnyLink } from '@/components/ui/AnyLink';
import { button } from '@/components/ui/Button.styles';
import { HeroPicture } from '@/components/ui/HeroPicture';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { DownloadCta } from '@/features/about/components/DownloadCta';
import { FaqAccordion } from '@/features/about/components/FaqAccordion';
import { HowItWorksTabs } from '@/features/about/components/HowItWorksTabs';
import { RoleCards } from '@/features/about/components/RoleCards';
import { CategoryCarousel } from '@/features/home/components/CategoryCarousel';
import { PlatformCards } from '@/features/home/components/PlatformCards';
import { PromoBanner } from '@/features/home/components/PromoBanner';
import { PricingPlans } from '@/features/pricing/components/PricingPlans';
import type { PlansOnServer } from '@/features/pricing/plans-on-server';
import type { LandingSection, SiteChrome } from '@/lib/content';
import { PAYBILLS_PATH } from '@/lib/bills/paths';
import { sanityDataset, sanityProjectId, sanityStudioUrl } from '@/lib/sanity/env';

export type SectionContext = { getStarted: SiteChrome['getStarted']; plansEmail: string; plans: PlansOnServer | null };

const headingId = (section: LandingSection) => `section-${section._key}-heading`;

function LandingSectionView({ section, context }: { section: LandingSection; context: SectionContext }) {
  switch (section._type) {
    case 'heroSection':
      return (
        <PageHero
          eyebrow={section.eyebrow ?? undefined}
          title={section.headline}
          intro={section.text}
          picture={section.image?.url && <HeroPicture image={section.image} />}
        >
          {section.cta && (
            <AnyLink className={button.primary} href={section.cta.href}>
              {section.cta.label}
            </AnyLink>
          )}
        </PageHero>
      );
    case 'carouselSection':
      return (
        <CategoryCarousel
          heading={<SectionHeading id={headingId(section)} title={section.heading} align="left" />}
          categories={section.categories}
        />
      );
    case 'platformCardsSection':
      return (
        <Section headingId={headingId(section)} heading={section.heading} intro={section.intro}>
          <PlatformCards cards={section.cards} />
        </Section>
      );
    case 'promoBannerSection':
      return <PromoBanner {...section} />;
    case 'faqSection':
      return (
        <Section id="faq" headingId={headingId(section)} heading={section.heading} tone="surface">
          <FaqAccordion items={section.items} />
        </Section>
      );
    case 'howItWorksSection':
      // HowItWorksTabs is labelled by this heading id, as on About.
      return (
        <Section headingId="how-heading" heading={section.heading}>
          <HowItWorksTabs tabs={section.tabs} />
        </Section>
      );
    case 'roleCardsSection':
      return (
        <Section headingId={headingId(section)} heading={section.heading}>
          <RoleCards cards={section.cards} learnMoreLabel={section.learnMoreLabel} getStarted={context.getStarted} />
        </Section>
      );
    case 'richTextSection':
      return (
        <Section headingId={headingId(section)} heading={section.heading}>
          <RichText value={section.body as PortableTextBlock[]} />
        </Section>
      );
    case 'callToActionSection':
      return (
        <DownloadCta headingId={headingId(section)} title={section.title} text={section.text}>
          <AnyLink className={button.accent} href={section.cta.href}>
            {section.cta.label}
          </AnyLink>
        </DownloadCta>
      );
    case 'payBillsSection':
      return (
        <DownloadCta headingId={headingId(section)} title={section.heading} text={section.text}>
          <AnyLink className={button.accent} href={`${PAYBILLS_PATH}?service=${encodeURIComponent(section.service)}`}>
            {section.buttonLabel}
          </AnyLink>
        </DownloadCta>
      );
    case 'pricingSection':
      if (!section.copy || !context.plans) return null;
      return (
        <Section headingId={headingId(section)} heading={section.heading}>
          <PricingPlans plansEmail={context.plansEmail} copy={section.copy} fromServer={context.plans} />
        </Section>
      );
  }
}

export type EditedPage = { id: string; type: string };

/** In an editor's preview each section is marked with its place in the document, so Presentation can reorder it. */
export function LandingSections({
  sections,
  context,
  edited,
}: {
  sections: LandingSection[];
  context: SectionContext;
  edited?: EditedPage;
}) {
  const views = sections.map((section) => (
    <LandingSectionView key={section._key} section={section} context={context} />
  ));
  if (!edited) return views;
  const mark = createDataAttribute({
    projectId: sanityProjectId,
    dataset: sanityDataset,
    baseUrl: sanityStudioUrl,
    id: edited.id,
    type: edited.type,
  });
  return (
    <div data-sanity={mark('sections')}>
      {sections.map((section, index) => (
        <div key={section._key} data-sanity={mark(`sections[_key=="${section._key}"]`)}>
          {views[index]}
        </div>
      ))}
    </div>
  );
}
