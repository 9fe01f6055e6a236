import type { SiteSettings } from '@/lib/content';
import { SITE_URL } from './site-url';

export function organizationJsonLd(settings: SiteSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.productName,
    ...(SITE_URL ? { url: SITE_URL, logo: `${SITE_URL}/icon.svg` } : {}),
    email: settings.contact.email,
    telephone: settings.contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: settings.contact.address, addressCountry: 'NG' },
    sameAs: settings.socialLinks.map((link) => link.url),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: settings.supportEmail,
        telephone: settings.contact.phone,
        areaServed: 'NG',
        availableLanguage: ['en'],
      },
    ],
  };
}
