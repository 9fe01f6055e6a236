import { expect, test } from '@playwright/test';
import { E2E_SITE_URL } from '../../playwright.config';
import { ROUTES } from './support/routes';

test("sitemap.xml lists the eight public pages, the news and the seed's landing page and posts", async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const paths = new Set([
    ...ROUTES.map((route) => route.path),
    '/news',
    '/carehub-for-clinics',
    '/news/carehub-shifts-for-clinics',
    '/news/electricity-in-abuja',
  ]);
  expect(urls.sort()).toEqual([...paths].map((path) => `${E2E_SITE_URL}${path === '/' ? '' : path}`).sort());
});

test('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
});

for (const route of ROUTES) {
  test(`${route.path} has its description, canonical URL, sharing data and Organization JSON-LD`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${E2E_SITE_URL}${route.path === '/' ? '' : route.path}`,
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ogImage = await head.locator('meta[property="og:image"]').first().getAttribute('content');
    const image = await request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: 'Helpa', email: 'hello@helpa.ng' });
  });
}
