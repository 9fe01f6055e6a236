/** @jsxImportSource @/styles/server-jsx */
import type { Metadata } from 'next';
import { CONTACT_CHECK_AND_RETRY } from '@/features/contact/strings';
import { AnyLink } from '@/components/ui/AnyLink';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHero } from '@/components/ui/PageHero';
import { getContactPage } from '@/lib/content';

export const dynamicParams = false;

const OUTCOMES = ['sent', 'error'] as const;
type Outcome = (typeof OUTCOMES)[number];

export function generateStaticParams() {
  return OUTCOMES.map((outcome) => ({ outcome }));
}

export const metadata: Metadata = { title: 'Your message', robots: { index: false } };

/** Where a contact form posted without JavaScript lands: the outcome, rendered on the server. */
export default async function ContactOutcomePage({ params }: { params: Promise<{ outcome: Outcome }> }) {
  const [{ outcome }, page] = await Promise.all([params, getContactPage()]);
  const sent = outcome === 'sent';
  return (
    <PageHero eyebrow={page.heading} title={sent ? page.sentTitle : page.notSentTitle} intro={sent ? page.successMessage : CONTACT_CHECK_AND_RETRY}>
      <AnyLink css={buttonStyles()} href={sent ? '/' : '/contactus#contact-form'}>
        {sent ? page.sentButton : page.notSentButton}
      </AnyLink>
    </PageHero>
  );
}
