import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ContactBody } from '@/features/contact/components/ContactBody';
import { fieldsToCheck } from '@/features/contact/fields-to-check';
import { DRAFT_COOKIE, readDraft } from '@/features/contact/form-draft';
import { OFFICE_TIME_ZONE, sendProblemText } from '@/features/contact/send-problem';
import { CONTACT_CHECK_AND_RETRY } from '@/features/contact/strings';
import { AnyLink } from '@/components/ui/AnyLink';
import { button } from '@/components/ui/Button.styles';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, getSiteSettings, orNotFound } from '@/lib/content';

export const metadata: Metadata = { title: 'Your message', robots: { index: false } };

/** The refused no-JavaScript form again, as typed, under the reason; rendered per visitor, as it reads their draft cookie. */
export default async function ContactErrorPage() {
  const [settings, page, jar] = await Promise.all([getSiteSettings(), getContactPage().then(orNotFound), cookies()]);
  const draft = await readDraft(jar.get(DRAFT_COOKIE)?.value);
  const intro = !draft
    ? CONTACT_CHECK_AND_RETRY
    : draft.problem
      ? sendProblemText(draft.problem, new Date(), OFFICE_TIME_ZONE)
      : fieldsToCheck(draft.errors, page);
  return (
    <>
      <PageHero eyebrow={page.heading} title={page.notSentTitle} intro={intro}>
        {!draft && (
          <AnyLink className={button.primary} href="/contactus#contact-form">
            {page.notSentButton}
          </AnyLink>
        )}
      </PageHero>
      {draft && <ContactBody settings={settings} page={page} draft={draft} />}
    </>
  );
}
