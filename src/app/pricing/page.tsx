import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { getPricingPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getPricingPage()).seo, '/pricing');
}

export default async function PricingPage() {
  const page = await getPricingPage();
  return <PageHero title={page.heading} intro={page.intro} />;
}
