import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { PricingPlans } from '@/features/pricing/components/PricingPlans';
import { getPricingPage, getSiteSettings, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getPricingPage()).seo, '/pricing');
}

export default async function PricingPage() {
  const [page, settings] = await Promise.all([getPricingPage().then(orNotFound), getSiteSettings()]);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <PricingPlans periodLabel={page.periodLabel} plansEmail={settings.plansEmail} copy={page} footnote={page.footnote} />
    </>
  );
}
