import { SITE_URL } from '@/lib/seo/site-url';

/** What an operator should know when a production server starts with a setting missing or misused. */
export function startupWarnings(siteUrl: string | null = SITE_URL): string[] {
  const warnings: string[] = [];
  if (!siteUrl) {
    warnings.push(
      'NEXT_PUBLIC_SITE_URL was not set when the site was built: pages have no canonical URL or sharing card, and the sitemap is empty. Set it to the public address (e.g. https://www.helpa.ng) and build again.',
    );
  }
  return warnings;
}
