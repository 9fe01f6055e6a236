import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHero } from '@/components/ui/PageHero';
import { getSiteChrome } from '@/lib/content';
import { space } from '@/styles/theme';

export const metadata: Metadata = { title: 'Page not found' };

export default async function NotFound() {
  const { notFound } = await getSiteChrome();
  return (
    <PageHero eyebrow={notFound.eyebrow} title={notFound.title} intro={notFound.intro} image={notFound.image}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: space.md }}>
        <ButtonLink href="/">{notFound.homeLabel}</ButtonLink>
        <ButtonLink href="/contactus" variant="secondary">
          {notFound.contactLabel}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
