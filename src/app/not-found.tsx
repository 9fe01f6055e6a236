/** @jsxImportSource @/styles/server-jsx */
import type { Metadata } from 'next';
import { AnyLink } from '@/components/ui/AnyLink';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHero } from '@/components/ui/PageHero';
import { getSiteChrome } from '@/lib/content';
import { space } from '@/styles/theme';

export const metadata: Metadata = { title: 'Page not found' };

export default async function NotFound() {
  const { notFound } = await getSiteChrome();
  return (
    // Next puts the not-found page into every page's payload (the root layout's boundary): a priority image
    // here would be preloaded, at high priority, by every page the visitor opens.
    <PageHero eyebrow={notFound.eyebrow} title={notFound.title} intro={notFound.intro} image={notFound.image} imagePriority={false}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: space.md }}>
        <AnyLink css={buttonStyles()} href="/">
          {notFound.homeLabel}
        </AnyLink>
        <AnyLink css={buttonStyles('secondary')} href="/contactus">
          {notFound.contactLabel}
        </AnyLink>
      </div>
    </PageHero>
  );
}
