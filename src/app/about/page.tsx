import type { Metadata } from 'next';
import { DownloadCta } from '@/features/about/components/DownloadCta';
import { FaqAccordion } from '@/features/about/components/FaqAccordion';
import { faqPageJsonLd } from '@/features/about/faq-json-ld';
import { Highlights } from '@/features/about/components/Highlights';
import { HowItWorksTabs } from '@/features/about/components/HowItWorksTabs';
import { RoleCards } from '@/features/about/components/RoleCards';
import { WhySection } from '@/features/about/components/WhySection';
import { AppStoreButtons } from '@/components/ui/AppStoreButtons';
import { HeroPicture } from '@/components/ui/HeroPicture';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { getAboutPage, getSiteChrome, getSiteSettings, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { jsonLdScript } from '@/lib/seo/json-ld';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getAboutPage()).seo, '/about');
}

export default async function AboutPage() {
  const [settings, chrome, page] = await Promise.all([
    getSiteSettings(),
    getSiteChrome(),
    getAboutPage().then(orNotFound),
  ]);
  const stores = (
    <AppStoreButtons appStoreUrl={settings.appStoreUrl} googlePlayUrl={settings.googlePlayUrl} labels={chrome} />
  );
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        intro={page.intro}
        picture={page.introImage?.url && <HeroPicture image={page.introImage} />}
      >
        {stores}
      </PageHero>
      <Section headingId="roles-heading" heading={page.rolesHeading}>
        <RoleCards cards={page.roleCards} learnMoreLabel={page.learnMoreLabel} getStarted={chrome.getStarted} />
      </Section>
      <Highlights label={page.highlightsLabel} items={page.highlights} />
      <Section headingId="how-heading" heading={page.howItWorksHeading}>
        <HowItWorksTabs tabs={page.howItWorksTabs} />
      </Section>
      <WhySection heading={page.whyHeading} intro={page.whyIntro} items={page.whyItems} />
      <Section id="faq" headingId="faq-heading" heading={page.faqHeading} tone="surface">
        <FaqAccordion items={page.faqItems} />
      </Section>
      <DownloadCta title={page.downloadTitle} text={page.downloadText}>
        {stores}
      </DownloadCta>
      {/* `<` is escaped so CMS text can never close the script element. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(faqPageJsonLd(page.faqItems)) }}
      />
    </>
  );
}
