import { describe, expect, it } from 'vitest';
import { rssFeed } from '@/features/news/rss-feed';

describe('the news feed', () => {
  const xml = rssFeed({
    title: 'Helpa news',
    description: 'News & stories',
    siteUrl: 'https://www.helpa.ng',
    posts: [{ title: 'Pay <bills> & more', slug: 'pay-bills', date: '2026-12-01', excerpt: 'Quick "and" easy' }],
  });

  it('is RSS 2.0 naming itself and the listing by absolute addresses', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<link>https://www.helpa.ng/news</link>');
    expect(xml).toContain(
      '<atom:link href="https://www.helpa.ng/news/feed.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it("gives each post its address, date and excerpt, with editors' text escaped", () => {
    expect(xml).toContain(
      '<item><title>Pay &lt;bills&gt; &amp; more</title><link>https://www.helpa.ng/news/pay-bills</link>',
    );
    expect(xml).toContain('<pubDate>Tue, 01 Dec 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Quick &quot;and&quot; easy</description>');
    expect(xml).toContain('<description>News &amp; stories</description>');
  });
});
