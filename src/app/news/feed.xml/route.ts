import { rssFeed } from '@/features/news/rss-feed';
import { NEWS_TEXT } from '@/features/news/strings';
import { getNewsPage, getPosts, getSiteSettings } from '@/lib/content';
import { jsonError } from '@/lib/http/json-error';
import { SITE_URL } from '@/lib/seo/site-url';
import { stegaClean } from 'next-sanity';

// Regenerated like the pages. It exports GET alone: another method handler would make it dynamic.
export const dynamic = 'force-static';
export const revalidate = 60;

export async function GET(): Promise<Response> {
  if (!SITE_URL)
    return jsonError(
      404,
      'not_configured',
      'The news feed needs the site’s public address: set NEXT_PUBLIC_SITE_URL at build.',
    );
  const [settings, newsPage, posts] = await Promise.all([getSiteSettings(), getNewsPage(), getPosts()]);
  const productName = stegaClean(settings.productName);
  const xml = rssFeed({
    title: NEWS_TEXT.feedTitle(productName),
    description: stegaClean(newsPage?.intro ?? settings.seo.description ?? productName),
    siteUrl: SITE_URL,
    posts: stegaClean(posts),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
