import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { PricingPlans } from '@/features/pricing/components/PricingPlans';
import { periodToggleParts, planCardParts, plansErrorParts, plansParts, planSkeletonParts } from '@/features/pricing/pricing-styles';
import { getPricingPage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { emotionClassGroups } from '@/styles/server-jsx/emotion-styles';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getPricingPage()).seo, '/pricing');
}

export default async function PricingPage() {
  const [page, settings] = await Promise.all([getPricingPage(), getSiteSettings()]);
  // The plans island's class names, styled here on the server.
  const plans = emotionClassGroups({ plans: plansParts, card: planCardParts, toggle: periodToggleParts, skeleton: planSkeletonParts, error: plansErrorParts });
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      {plans.styles}
      <PricingPlans periodLabel={page.periodLabel} supportEmail={settings.plansEmail} copy={page} footnote={page.footnote} classNames={plans.classNames} />
    </>
  );
}
