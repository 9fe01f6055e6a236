import type { Metadata } from 'next';
import { ContactForm } from '@/components/contact/ContactForm';
import { ContactLayout } from '@/components/contact/ContactLayout';
import { ContactTiles } from '@/components/contact/ContactTiles';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getContactPage()).seo, '/contactus');
}

export default async function ContactPage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getContactPage()]);
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <ContactLayout>
        <ContactForm
          heading={page.formHeading}
          sendLabel={page.sendLabel}
          successMessage={page.successMessage}
        />
        <ContactTiles contact={settings.contact} socialLinks={settings.socialLinks} mapImage={page.mapImage} />
      </ContactLayout>
    </>
  );
}
