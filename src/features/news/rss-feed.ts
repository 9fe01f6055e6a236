import { postHref } from './pagination';

type FeedPost = { title: string; slug: string; date: string; excerpt: string };

type Feed = { title: string; description: string; siteUrl: string; posts: readonly FeedPost[] };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** The posts as an RSS 2.0 document, newest first, every address absolute (feed readers need them so). */
export function rssFeed({ title, description, siteUrl, posts }: Feed): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}${postHref(post.slug)}`;
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(title)}</title>`,
    `<link>${escapeXml(`${siteUrl}/news`)}</link>`,
    `<atom:link href="${escapeXml(`${siteUrl}/news/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(description)}</description>`,
    '<language>en-NG</language>',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
