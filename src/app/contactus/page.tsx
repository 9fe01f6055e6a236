import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactBody } from '@/features/contact/components/ContactBody';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, getSiteSettings, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getContactPage()).seo, '/contactus');
}

/** Rendered per request, so that Next puts src/proxy.ts's nonce on each of its scripts (the page takes personal data). */
export default async function ContactPage() {
  await connection();
  const [settings, page] = await Promise.all([getSiteSettings(), getContactPage().then(orNotFound)]);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <ContactBody settings={settings} page={page} />
    </>
  );
}
