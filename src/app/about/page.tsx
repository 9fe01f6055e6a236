import type { Metadata } from 'next';
import { DownloadCta } from '@/components/about/DownloadCta';
import { FaqAccordion } from '@/components/about/FaqAccordion';
import { Highlights } from '@/components/about/Highlights';
import { HowItWorksTabs } from '@/components/about/HowItWorksTabs';
import { RoleCards } from '@/components/about/RoleCards';
import { WhySection } from '@/components/about/WhySection';
import { AppStoreButtons } from '@/components/ui/AppStoreButtons';
import { PageHero } from '@/components/ui/PageHero';
import { getAboutPage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { jsonLdScript } from '@/lib/seo/json-ld';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getAboutPage()).seo, '/about');
}

export default async function AboutPage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getAboutPage()]);
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.faqItems.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
  return (
    <>
      <PageHero eyebrow="About us" title={page.heading} intro={page.intro} image={page.introImage}>
        <AppStoreButtons appStoreUrl={settings.appStoreUrl} googlePlayUrl={settings.googlePlayUrl} />
      </PageHero>
      <RoleCards heading={page.rolesHeading} cards={page.roleCards} />
      <Highlights items={page.highlights} />
      <HowItWorksTabs heading={page.howItWorksHeading} tabs={page.howItWorksTabs} />
      <WhySection heading={page.whyHeading} intro={page.whyIntro} items={page.whyItems} />
      <FaqAccordion heading={page.faqHeading} items={page.faqItems} />
      <DownloadCta title={page.downloadTitle} text={page.downloadText} appStoreUrl={settings.appStoreUrl} googlePlayUrl={settings.googlePlayUrl} />
      {/* `<` is escaped so CMS text can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqJsonLd) }} />
    </>
  );
}
