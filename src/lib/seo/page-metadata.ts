import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { getSiteSettings } from '@/lib/content';
import type { PageSeo } from '@/lib/content/page-seo';
import { PUBLIC_PAGES, SITE_URL } from './site-url';

function sharingCardPath(path: string): string {
  const fixed = PUBLIC_PAGES.find((page) => page.path === path);
  return fixed ? `/og/${fixed.slug}` : `/og${path}`;
}

/** Without a configured public address there is no canonical URL or generated card: Next would make them absolute with `localhost`. */
export async function pageMetadata(pageSeo: PageSeo, path: string): Promise<Metadata> {
  const seo = stegaClean(pageSeo);
  const settings = stegaClean(await getSiteSettings());
  const title = seo?.title ?? settings.seo.title;
  const description = seo?.description ?? settings.seo.description ?? undefined;
  const image = seo?.ogImageUrl ?? settings.seo.ogImageUrl ?? (SITE_URL ? sharingCardPath(path) : null);
  const alt = (seo?.ogImageUrl ? seo.ogImageAlt : settings.seo.ogImageUrl ? settings.seo.ogImageAlt : null) || title;
  const images = image ? [{ url: image, width: 1200, height: 630, alt }] : undefined;
  return {
    title,
    description,
    alternates: SITE_URL ? { canonical: path } : undefined,
    openGraph: {
      title,
      description,
      url: SITE_URL ? path : undefined,
      siteName: settings.productName,
      type: 'website',
      locale: 'en_NG',
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  };
}
