import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContactForm } from '@/components/contact/ContactForm';
import { ContactLayout } from '@/components/contact/ContactLayout';
import { ContactTiles } from '@/components/contact/ContactTiles';
import { RedirectNotice } from '@/components/contact/RedirectNotice';
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
          notice={
            // The page stays static: the ?sent=1 / ?error=1 outcome is read in the browser.
            <Suspense fallback={null}>
              <RedirectNotice successMessage={page.successMessage} />
            </Suspense>
          }
        />
        <ContactTiles contact={settings.contact} socialLinks={settings.socialLinks} mapImage={page.mapImage} />
      </ContactLayout>
    </>
  );
}
