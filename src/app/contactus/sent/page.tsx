import type { Metadata } from 'next';
import { AnyLink } from '@/components/ui/AnyLink';
import { button } from '@/components/ui/Button.styles';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage, orNotFound } from '@/lib/content';

export const metadata: Metadata = { title: 'Your message', robots: { index: false } };

export default async function ContactSentPage() {
  const page = orNotFound(await getContactPage());
  return (
    <PageHero eyebrow={page.heading} title={page.sentTitle} intro={page.successMessage}>
      <AnyLink className={button.primary} href="/">
        {page.sentButton}
      </AnyLink>
    </PageHero>
  );
}
