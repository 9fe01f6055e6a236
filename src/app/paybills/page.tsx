import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { getPayBillsPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getPayBillsPage()).seo, '/paybills');
}

export default async function PayBillsPage() {
  const page = await getPayBillsPage();
  return <PageHero title={page.heading} intro={page.intro} />;
}
