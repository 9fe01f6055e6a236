import type { Metadata } from 'next';
import { AppStoreButtons } from '@/components/ui/AppStoreButtons';
import { PageHero } from '@/components/ui/PageHero';
import { getAboutPage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getAboutPage()).seo, '/about');
}

export default async function AboutPage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getAboutPage()]);
  return (
    <PageHero eyebrow="About us" title={page.heading} intro={page.intro} image={page.introImage}>
      <AppStoreButtons appStoreUrl={settings.appStoreUrl} googlePlayUrl={settings.googlePlayUrl} />
    </PageHero>
  );
}
