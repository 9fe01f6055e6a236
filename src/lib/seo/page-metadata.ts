import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/content';

type PageSeo = { title: string; description: string | null; ogImageUrl: string | null } | null;

/** A page's <title>, description and sharing data from its CMS `seo`, falling back to the site defaults. */
export async function pageMetadata(seo: PageSeo, path: string): Promise<Metadata> {
  const settings = await getSiteSettings();
  const title = seo?.title ?? settings.seo.title;
  const description = seo?.description ?? settings.seo.description ?? undefined;
  const images = seo?.ogImageUrl ?? settings.seo.ogImageUrl ?? undefined;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: settings.productName, type: 'website', locale: 'en_NG', images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}
