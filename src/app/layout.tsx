import type { Metadata, Viewport } from 'next';
import { stegaClean } from 'next-sanity';
import type { ReactNode } from 'react';
import { DraftModeTools } from '@/features/editorial/components/DraftModeTools';
import { Footer } from '@/components/shell/Footer';
import { Header } from '@/components/shell/Header';
import { SkipLink } from '@/components/shell/SkipLink';
import { WebFontAfterNavigation } from '@/components/shell/WebFontAfterNavigation';
import { getSiteChrome, getSiteSettings } from '@/lib/content';
import { DATA_SAVER_MARK_SCRIPT } from '@/lib/data-saver';
import { usesContentLake } from '@/lib/sanity/env';
import { SanityLive } from '@/lib/sanity/live';
import { previewing } from '@/lib/sanity/preview-client';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/organization-json-ld';
import { SITE_URL } from '@/lib/seo/site-url';
import { coreFontFamily, fontVariables } from '@/styles/fonts';
import { colors } from '@/styles/theme';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const settings = stegaClean(await getSiteSettings());
  return {
    metadataBase: SITE_URL ? new URL(SITE_URL) : undefined,
    title: { default: settings.seo.title, template: `%s | ${settings.productName}` },
    description: settings.seo.description ?? undefined,
    applicationName: settings.productName,
  };
}

export const viewport: Viewport = { themeColor: colors.primary, width: 'device-width', initialScale: 1 };

// Every page is statically generated and regenerated at most this often (seconds); pages inherit it.
export const revalidate = 60;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, chrome] = await Promise.all([getSiteSettings(), getSiteChrome()]);
  const inPreview = await previewing();
  return (
    // The data saver's mark (below) adds an attribute before React hydrates.
    <html lang="en-NG" className={fontVariables} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: DATA_SAVER_MARK_SCRIPT }} />
        {/* Chromium paints while it parses: the first frame waits for the header to be read whole (its right-hand items grew leftwards, part-read). */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <SkipLink />
        <Header productName={settings.productName} navigation={chrome} />
        <main id="main">{children}</main>
        <Footer settings={settings} chrome={chrome} />
        <WebFontAfterNavigation family={coreFontFamily} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(organizationJsonLd(settings)) }}
        />
        {/* Live content: published edits (and, in a preview, the editor's) re-render the open page. */}
        {usesContentLake && <SanityLive />}
        {inPreview && <DraftModeTools label={chrome.leavePreviewLabel} />}
      </body>
    </html>
  );
}
