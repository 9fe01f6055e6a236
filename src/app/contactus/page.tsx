import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { ContactLayout } from '@/features/contact/components/ContactLayout';
import { ContactTiles } from '@/features/contact/components/ContactTiles';
import { contactFormParts } from '@/features/contact/contact-form-styles';
import { emotionClasses } from '@/styles/server-jsx/emotion-styles';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getContactPage()).seo, '/contactus');
}

/** Rendered per request, so that Next puts src/proxy.ts's nonce on each of its scripts (the page takes personal data). */
export default async function ContactPage() {
  await connection();
  const [settings, page] = await Promise.all([getSiteSettings(), getContactPage()]);
  const form = emotionClasses(contactFormParts);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <ContactLayout>
        {form.styles}
        <ContactForm copy={page} classNames={form.classNames} />
        <ContactTiles productName={settings.productName} contact={settings.contact} socialLinks={settings.socialLinks} mapImage={page.mapImage} copy={page} />
      </ContactLayout>
    </>
  );
}
