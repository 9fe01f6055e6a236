import type { Metadata } from 'next';
import { HomeSections } from '@/features/home/components/HomeSections';
import { getHomePage, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { ...(await pageMetadata(page.seo, '/')), title: { absolute: page.seo.title } };
}

export default async function HomeRoute() {
  const [settings, page] = await Promise.all([getSiteSettings(), getHomePage()]);
  return <HomeSections settings={settings} page={page} query="" />;
}
