import type { ContactPage, SiteSettings } from '@/lib/content';
import type { FormDraft } from '../form-draft';
import { ContactForm } from './ContactForm';
import { ContactTiles } from './ContactTiles';
import { contactLayout } from './ContactLayout.styles';

type ContactBodyProps = { settings: SiteSettings; page: ContactPage; draft?: FormDraft | null };

export function ContactBody({ settings, page, draft }: ContactBodyProps) {
  return (
    <div className={contactLayout.grid}>
      <ContactForm copy={page} draft={draft && { values: draft.values, errors: draft.errors }} />
      <ContactTiles
        productName={settings.productName}
        contact={settings.contact}
        socialLinks={settings.socialLinks}
        mapImage={page.mapImage}
        copy={page}
      />
    </div>
  );
}
