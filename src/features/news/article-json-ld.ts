import { stegaClean } from 'next-sanity';
import type { Post } from '@/lib/content';
import { postHref } from './pagination';

/** Schema.org's Article for a post, for search engines; absolute addresses only where the site knows its own. */
export function articleJsonLd(post: Post, siteUrl: string | null, publisher: string): Record<string, unknown> {
  const clean = stegaClean(post);
  const absolute = (path: string | null) => (path && siteUrl && path.startsWith('/') ? `${siteUrl}${path}` : path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: clean.title,
    description: clean.excerpt,
    datePublished: clean.date,
    dateModified: clean._updatedAt,
    author: { '@type': 'Person', name: clean.author.name },
    publisher: { '@type': 'Organization', name: publisher },
    ...(clean.coverImage.url ? { image: absolute(clean.coverImage.url) } : {}),
    ...(siteUrl ? { mainEntityOfPage: `${siteUrl}${postHref(clean.slug)}` } : {}),
  };
}
