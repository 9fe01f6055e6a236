import type { ContactPage, SiteSettings } from '@/lib/content';
import type { FormDraft } from '../form-draft';
import { ContactForm } from './ContactForm';
import { ContactLayout } from './ContactLayout';
import { ContactTiles } from './ContactTiles';

type ContactBodyProps = { settings: SiteSettings; page: ContactPage; draft?: FormDraft | null };

export function ContactBody({ settings, page, draft }: ContactBodyProps) {
  return (
    <ContactLayout>
      <ContactForm copy={page} draft={draft && { values: draft.values, errors: draft.errors }} />
      <ContactTiles
        productName={settings.productName}
        contact={settings.contact}
        socialLinks={settings.socialLinks}
        mapImage={page.mapImage}
        copy={page}
      />
    </ContactLayout>
  );
}
