import type { Metadata } from 'next';
import { HomePageView } from '@/components/home/HomePageView';
import { getHomePage } from '@/lib/content';

// The home page with a submitted search, for visitors without JavaScript. src/proxy.ts rewrites
// `/?q=` here so the address stays `/?q=`, and the home page itself stays static.
export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { title: { absolute: page.seo.title }, robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q) ?? '';
  return <HomePageView query={query} />;
}
