import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DraftModeTools } from '@/components/layout/DraftModeTools';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SkipLink } from '@/components/layout/SkipLink';
import { getSiteSettings } from '@/lib/content';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/organization-json-ld';
import { SITE_URL } from '@/lib/seo/site-url';
import { EmotionRegistry } from '@/styles/EmotionRegistry';
import { sans } from '@/styles/fonts';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: settings.seo.title, template: `%s | ${settings.productName}` },
    description: settings.seo.description ?? undefined,
    applicationName: settings.productName,
  };
}

export const viewport: Viewport = { themeColor: '#0A6847', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <html lang="en-NG" className={sans.variable}>
      <body>
        <EmotionRegistry>
          <SkipLink />
          <Header productName={settings.productName} />
          <main id="main">{children}</main>
          <Footer settings={settings} />
        </EmotionRegistry>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(organizationJsonLd(settings)) }} />
        <DraftModeTools />
      </body>
    </html>
  );
}
