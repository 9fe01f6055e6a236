import type { Metadata } from 'next';
import { AppStoreButtons } from '@/components/ui/AppStoreButtons';
import { HeroPicture } from '@/components/ui/HeroPicture';
import { PageHero } from '@/components/ui/PageHero';
import { getComingSoonPage, getSiteChrome, getSiteSettings, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getComingSoonPage()).seo, '/comingsoon');
}

export default async function ComingSoonPage() {
  const [settings, chrome, page] = await Promise.all([
    getSiteSettings(),
    getSiteChrome(),
    getComingSoonPage().then(orNotFound),
  ]);
  return (
    <PageHero title={page.heading} intro={page.message} picture={page.image?.url && <HeroPicture image={page.image} />}>
      <AppStoreButtons appStoreUrl={settings.appStoreUrl} googlePlayUrl={settings.googlePlayUrl} labels={chrome} />
    </PageHero>
  );
}
