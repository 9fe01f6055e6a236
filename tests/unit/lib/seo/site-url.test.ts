import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/content', () => ({
  getSiteSettings: () =>
    Promise.resolve({
      productName: 'Helpa',
      seo: { title: 'Helpa', description: 'Get help with errands.', ogImageUrl: null, ogImageAlt: null },
    }),
  getPosts: () => Promise.resolve([{ slug: 'electricity-in-abuja', _updatedAt: '2026-12-01T10:00:00Z' }]),
  getLandingPages: () =>
    Promise.resolve([
      {
        slug: 'pay-electricity-abuja',
        title: 'Electricity in Abuja',
        seo: { title: 'Pay electricity', description: null, ogImageUrl: null, ogImageAlt: null },
        _updatedAt: '2026-12-01T10:00:00Z',
      },
    ]),
}));

/** The SEO modules as a build with this NEXT_PUBLIC_SITE_URL (inlined at build) would have them. */
async function builtWith(siteUrl: string) {
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', siteUrl);
  vi.resetModules();
  return {
    robots: (await import('@/app/robots')).default,
    sitemap: (await import('@/app/sitemap')).default,
    pageMetadata: (await import('@/lib/seo/page-metadata')).pageMetadata,
    startupWarnings: (await import('@/lib/config/startup-warnings')).startupWarnings,
  };
}

describe('a site built without a public address', () => {
  it('gives pages no canonical link and no generated sharing card, rather than localhost ones', async () => {
    const { pageMetadata } = await builtWith('');
    const metadata = await pageMetadata(null, '/about');
    expect(metadata.alternates).toBeUndefined();
    expect(JSON.stringify(metadata)).not.toMatch(/localhost|\/og\//);
  });

  it('names no sitemap in robots.txt and lists no page in the sitemap', async () => {
    const { robots, sitemap } = await builtWith('');
    expect(robots()).not.toHaveProperty('sitemap');
    expect(await sitemap()).toEqual([]);
  });

  it('warns the operator at start-up', async () => {
    const { startupWarnings } = await builtWith('');
    expect(
      startupWarnings({
        NODE_ENV: 'production',
        BILLS_API_URL: 'https://bills.example/api/',
        SMTP_URL: 'smtp://mail.example:587',
        TRUSTED_PROXY_HOPS: '1',
      }),
    ).toEqual([expect.stringContaining('NEXT_PUBLIC_SITE_URL was not set')]);
  });
});

describe('a site built with its public address', () => {
  it('links each page to its canonical path and its generated sharing card', async () => {
    const { pageMetadata } = await builtWith('https://www.helpa.ng/');
    const metadata = await pageMetadata(null, '/about');
    expect(metadata.alternates?.canonical).toBe('/about');
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/about' })]);
  });

  it("gives an editor's page the sharing card at its own address, described by the image's alt when it has one", async () => {
    const { pageMetadata } = await builtWith('https://www.helpa.ng/');
    const generated = await pageMetadata(
      { title: 'Pay electricity', description: null, ogImageUrl: null, ogImageAlt: null },
      '/pay-electricity-abuja',
    );
    expect(generated.openGraph?.images).toEqual([
      expect.objectContaining({ url: '/og/pay-electricity-abuja', alt: 'Pay electricity' }),
    ]);
    const uploaded = await pageMetadata(
      {
        title: 'Pay electricity',
        description: null,
        ogImageUrl: 'https://cdn.sanity.io/x.png',
        ogImageAlt: 'A meter and a phone',
      },
      '/pay-electricity-abuja',
    );
    expect(uploaded.openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://cdn.sanity.io/x.png', alt: 'A meter and a phone' }),
    ]);
  });

  it('names the sitemap at that address and lists the pages there', async () => {
    const { robots, sitemap } = await builtWith('https://www.helpa.ng/');
    expect(robots()).toMatchObject({ sitemap: 'https://www.helpa.ng/sitemap.xml', host: 'https://www.helpa.ng' });
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain('https://www.helpa.ng/about');
    expect(urls).toContain('https://www.helpa.ng/pay-electricity-abuja');
    expect(urls).toContain('https://www.helpa.ng/news/electricity-in-abuja');
  });

  it('has nothing to say about the address at start-up', async () => {
    const { startupWarnings } = await builtWith('https://www.helpa.ng/');
    expect(startupWarnings({ NODE_ENV: 'production' }).join(' ')).not.toContain('NEXT_PUBLIC_SITE_URL');
  });
});
