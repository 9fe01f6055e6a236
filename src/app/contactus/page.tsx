import type { Metadata } from 'next';
import { ContactBody } from '@/features/contact/components/ContactBody';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, getSiteSettings, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getContactPage()).seo, '/contactus');
}

/** Static, with a policy naming its inline scripts by hash (cache-handler.mjs): no other script runs on a page that takes personal data. */
export default async function ContactPage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getContactPage().then(orNotFound)]);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <ContactBody settings={settings} page={page} />
    </>
  );
}
