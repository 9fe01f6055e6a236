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
    <PageHero eyebrow={notFound.eyebrow} title={notFound.title} intro={notFound.intro} image={notFound.image}>
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
