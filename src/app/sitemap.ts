import type { MetadataRoute } from 'next';
import { postHref } from '@/features/news/pagination';
import { getLandingPages, getPosts } from '@/lib/content';
import { PUBLIC_PAGES, SITE_URL } from '@/lib/seo/site-url';

/** The public pages and the editors' published landing pages and posts at the configured public address; empty without one (a sitemap holds absolute URLs only). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (!SITE_URL) return [];
  const fixed = PUBLIC_PAGES.map(({ path, priority }) => ({
    url: `${SITE_URL}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly' as const,
    priority,
  }));
  const landing = (await getLandingPages()).map(({ slug, _updatedAt }) => ({
    url: `${SITE_URL}/${slug}`,
    lastModified: _updatedAt,
    changeFrequency: 'weekly' as const,
    priority: 0.7,
  }));
  const posts = (await getPosts()).map(({ slug, _updatedAt }) => ({
    url: `${SITE_URL}${postHref(slug)}`,
    lastModified: _updatedAt,
    changeFrequency: 'monthly' as const,
    priority: 0.5,
  }));
  return [...fixed, ...landing, ...posts];
}
