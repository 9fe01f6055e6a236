import type { Metadata } from 'next';
import { ContactBody } from '@/features/contact/components/ContactBody';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getContactPage()).seo, '/contactus');
}

export default async function ContactPage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getContactPage()]);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <ContactBody settings={settings} page={page} />
    </>
  );
}
