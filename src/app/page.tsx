import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { HomeSections } from '@/features/home/components/HomeSections';
import { getHomePage, getSiteChrome, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const page = orNotFound(await getHomePage());
  return { ...(await pageMetadata(page.seo, '/')), title: { absolute: stegaClean(page.seo.title) } };
}

export default async function HomeRoute() {
  const [page, chrome] = await Promise.all([getHomePage().then(orNotFound), getSiteChrome()]);
  return <HomeSections page={page} search={null} postTaskHref={chrome.getStarted.href} />;
}
