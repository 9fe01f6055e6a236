import type { Metadata } from 'next';
import { AnyLink } from '@/components/ui/AnyLink';
import { button } from '@/components/ui/Button.styles';
import { ContentImage } from '@/components/ui/ContentImage';
import { PAGE_HERO_IMAGE_SIZES, PageHero } from '@/components/ui/PageHero';
import { pageHero } from '@/components/ui/PageHero.styles';
import { getSiteChrome } from '@/lib/content';

export const metadata: Metadata = { title: 'Page not found' };

export default async function NotFound() {
  const { notFound } = await getSiteChrome();
  return (
    // Next puts the not-found page into every page's payload (the root layout's boundary): a priority image here (or a PriorityImage in its imports) would be preloaded, at high priority, by every page the visitor opens.
    <PageHero
      eyebrow={notFound.eyebrow}
      title={notFound.title}
      intro={notFound.intro}
      picture={
        notFound.image?.url && (
          <ContentImage image={notFound.image} className={pageHero.image} sizes={PAGE_HERO_IMAGE_SIZES} />
        )
      }
    >
      <div className={pageHero.buttons}>
        <AnyLink className={button.primary} href="/">
          {notFound.homeLabel}
        </AnyLink>
        <AnyLink className={button.secondary} href="/contactus">
          {notFound.contactLabel}
        </AnyLink>
      </div>
    </PageHero>
  );
}
