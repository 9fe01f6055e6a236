import { trustedProxyHops } from '@/lib/http/forwarded';
import { SITE_URL } from '@/lib/seo/site-url';

export function startupWarnings(env: NodeJS.ProcessEnv = process.env, siteUrl: string | null = SITE_URL): string[] {
  const warnings: string[] = [];
  if (!siteUrl)
    warnings.push(
      'NEXT_PUBLIC_SITE_URL was not set when the site was built: pages have no canonical URL or sharing card, and the sitemap is empty. Set it to the public address (e.g. https://www.helpa.ng) and build again.',
    );
  if (!env.BILLS_API_URL) {
    const renamed = env.NEXT_PUBLIC_BILLS_API_URL
      ? " NEXT_PUBLIC_BILLS_API_URL is not read: the bills API's address is BILLS_API_URL."
      : '';
    warnings.push(
      `BILLS_API_URL is not set: pay bills runs on the built-in sandbox and says so to visitors (no real payments).${renamed}`,
    );
  }
  if (!env.SMTP_URL)
    warnings.push(
      'SMTP_URL is not set: contact messages are stored, and support is not emailed about them. Set SMTP_URL, CONTACT_NOTIFY_TO and CONTACT_NOTIFY_FROM to email them.',
    );
  if (trustedProxyHops(env) === 0)
    warnings.push(
      'TRUSTED_PROXY_HOPS is 0: the site cannot tell visitors apart, so rate limits count them all as one visitor, and malformed requests reach Next. Put the front proxy (deploy/nginx) in front and set TRUSTED_PROXY_HOPS=1.',
    );
  return warnings;
}
