import type { Metadata } from 'next';
import { DownloadCta } from '@/features/about/components/DownloadCta';
import { FaqAccordion } from '@/features/about/components/FaqAccordion';
import { faqPageJsonLd } from '@/features/about/faq-json-ld';
import { faqParts } from '@/features/about/faq-styles';
import { howItWorksParts } from '@/features/about/how-it-works-styles';
import { roleCardParts, roleDialogParts } from '@/features/about/role-styles';
import { Highlights } from '@/features/about/components/Highlights';
import { HowItWorksTabs } from '@/features/about/components/HowItWorksTabs';
import { RoleCards } from '@/features/about/components/RoleCards';
import { WhySection } from '@/features/about/components/WhySection';
import { AppStoreButtons } from '@/components/ui/AppStoreButtons';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { getAboutPage, getSiteChrome, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { emotionClasses } from '@/styles/server-jsx/emotion-styles';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getAboutPage()).seo, '/about');
}

export default async function AboutPage() {
  const [settings, chrome, page] = await Promise.all([getSiteSettings(), getSiteChrome(), getAboutPage()]);
  // The interactive sections' class names, styled here on the server.
  const roles = emotionClasses(roleCardParts);
  const roleDialog = emotionClasses(roleDialogParts);
  const howItWorks = emotionClasses(howItWorksParts);
  const faq = emotionClasses(faqParts);
  const stores = <AppStoreButtons appStoreUrl={settings.appStoreUrl} googlePlayUrl={settings.googlePlayUrl} labels={chrome} />;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} image={page.introImage}>
        {stores}
      </PageHero>
      <Section headingId="roles-heading" heading={page.rolesHeading}>
        {roles.styles}
        {roleDialog.styles}
        <RoleCards
          cards={page.roleCards}
          learnMoreLabel={page.learnMoreLabel}
          getStarted={chrome.getStarted}
          classNames={roles.classNames}
          dialogClassNames={roleDialog.classNames}
        />
      </Section>
      <Highlights label={page.highlightsLabel} items={page.highlights} />
      <Section headingId="how-heading" heading={page.howItWorksHeading}>
        {howItWorks.styles}
        <HowItWorksTabs tabs={page.howItWorksTabs} classNames={howItWorks.classNames} />
      </Section>
      <WhySection heading={page.whyHeading} intro={page.whyIntro} items={page.whyItems} />
      <Section id="faq" headingId="faq-heading" heading={page.faqHeading} tone="surface">
        {faq.styles}
        <FaqAccordion items={page.faqItems} classNames={faq.classNames} />
      </Section>
      <DownloadCta title={page.downloadTitle} text={page.downloadText}>
        {stores}
      </DownloadCta>
      {/* `<` is escaped so CMS text can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqPageJsonLd(page.faqItems)) }} />
    </>
  );
}
