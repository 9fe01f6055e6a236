import type { Metadata } from 'next';
import { HomeSections } from '@/features/home/components/HomeSections';
import { getHomePage, getSiteChrome } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { ...(await pageMetadata(page.seo, '/')), title: { absolute: page.seo.title } };
}

export default async function HomeRoute() {
  const [page, chrome] = await Promise.all([getHomePage(), getSiteChrome()]);
  return <HomeSections page={page} search={null} postTaskHref={chrome.getStarted.href} />;
}
