import type { Metadata } from 'next';
import { Hero } from '@/components/home/Hero';
import { getHomePage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { ...(await pageMetadata(page.seo, '/')), title: { absolute: page.seo.title } };
}

export default async function HomePage() {
  const [settings, page] = await Promise.all([getSiteSettings(), getHomePage()]);
  return (
    <Hero
      badge={settings.badge}
      badgeCaption={settings.badgeCaption}
      headline={settings.heroHeadline}
      text={settings.heroText}
      searchPlaceholder={page.searchPlaceholder}
      searchButtonLabel={page.searchButtonLabel}
      query=""
      image={page.heroImage}
    />
  );
}
