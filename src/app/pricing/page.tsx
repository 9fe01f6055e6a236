import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { PricingPlans } from '@/features/pricing/components/PricingPlans';
import { getPricingPage, getSiteSettings, orNotFound } from '@/lib/content';
import { plansOnServer } from '@/features/pricing/plans-on-server';
import { readBillsForPage } from '@/lib/bills/server';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getPricingPage()).seo, '/pricing');
}

/** The plans are in the page's HTML, as the bills API answered when the page was last rendered (every minute at most); SWR takes over in the browser. */
export default async function PricingPage() {
  const [page, settings, plans] = await Promise.all([
    getPricingPage().then(orNotFound),
    getSiteSettings(),
    readBillsForPage({ name: 'membershipTiers' }),
  ]);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <PricingPlans plansEmail={settings.plansEmail} copy={page} fromServer={plansOnServer(plans)} />
    </>
  );
}
