import type { MetadataRoute } from 'next';
import { PUBLIC_PAGES, SITE_URL } from '@/lib/seo/site-url';

/** The public pages at the configured public address; empty without one (a sitemap holds absolute URLs only). */
export default function sitemap(): MetadataRoute.Sitemap {
  if (!SITE_URL) return [];
  return PUBLIC_PAGES.map(({ path, priority }) => ({
    url: `${SITE_URL}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly',
    priority,
  }));
}
