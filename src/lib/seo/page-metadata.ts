import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { getSiteSettings } from '@/lib/content';
import type { PageSeo } from '@/lib/content/page-seo';
import { PUBLIC_PAGES, SITE_URL } from './site-url';

/** Without a configured public address there is no canonical URL or generated card: Next would make them absolute with `localhost`. */
export async function pageMetadata(pageSeo: PageSeo, path: (typeof PUBLIC_PAGES)[number]['path']): Promise<Metadata> {
  // Metadata is never shown on the page: no stega characters (a preview's click-to-edit marks).
  const seo = stegaClean(pageSeo);
  const settings = stegaClean(await getSiteSettings());
  const title = seo?.title ?? settings.seo.title;
  const description = seo?.description ?? settings.seo.description ?? undefined;
  const slug = PUBLIC_PAGES.find((page) => page.path === path)?.slug ?? 'home';
  const image = seo?.ogImageUrl ?? settings.seo.ogImageUrl ?? (SITE_URL ? `/og/${slug}` : null);
  const images = image ? [{ url: image, width: 1200, height: 630, alt: title }] : undefined;
  return {
    title,
    description,
    alternates: SITE_URL ? { canonical: path } : undefined,
    openGraph: { title, description, url: SITE_URL ? path : undefined, siteName: settings.productName, type: 'website', locale: 'en_NG', images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  };
}
