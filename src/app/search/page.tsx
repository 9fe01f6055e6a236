import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { HomeSections } from '@/features/home/components/HomeSections';
import { loadSearchIndex } from '@/features/home/search-index';
import { servicesForPage } from '@/lib/bills/server';
import { createSiteSearch } from '@/features/home/site-search';
import { getHomePage, getSiteChrome, orNotFound } from '@/lib/content';

// The home page with a submitted search, for visitors without JavaScript. src/proxy.ts rewrites `/?q=` here so the address stays `/?q=`, and the home page itself stays static.
export async function generateMetadata(): Promise<Metadata> {
  const page = orNotFound(await getHomePage());
  return { title: { absolute: stegaClean(page.seo.title) }, robots: { index: false, follow: true } };
}

export default async function SearchRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ q }, page, chrome, services] = await Promise.all([
    searchParams,
    getHomePage().then(orNotFound),
    getSiteChrome(),
    servicesForPage(),
  ]);
  const index = await loadSearchIndex(services);
  const query = (Array.isArray(q) ? q[0] : q) ?? '';
  const search = query ? { query, outcome: createSiteSearch(index.documents).search(query) } : null;
  return <HomeSections page={page} search={search} postTaskHref={chrome.getStarted.href} />;
}
