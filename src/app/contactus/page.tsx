import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getContactPage()).seo, '/contactus');
}

export default async function ContactPage() {
  const page = await getContactPage();
  return <PageHero title={page.heading} intro={page.intro} />;
}
