import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/content';
import type { PageSeo } from '@/lib/content/page-seo';
import { PUBLIC_PAGES } from './site-url';

/**
 * A page's <title>, description, canonical URL and sharing data from its CMS `seo`, falling back to
 * the site defaults; the sharing image falls back to the page's generated card (/og/<page>).
 */
export async function pageMetadata(seo: PageSeo, path: (typeof PUBLIC_PAGES)[number]['path']): Promise<Metadata> {
  const settings = await getSiteSettings();
  const title = seo?.title ?? settings.seo.title;
  const description = seo?.description ?? settings.seo.description ?? undefined;
  const slug = PUBLIC_PAGES.find((page) => page.path === path)?.slug ?? 'home';
  const image = seo?.ogImageUrl ?? settings.seo.ogImageUrl ?? `/og/${slug}`;
  const images = [{ url: image, width: 1200, height: 630, alt: title }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: settings.productName, type: 'website', locale: 'en_NG', images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
