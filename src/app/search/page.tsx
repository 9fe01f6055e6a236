import type { Metadata } from 'next';
import { HomeSections } from '@/features/home/components/HomeSections';
import { getHomePage } from '@/lib/content';

// The home page with a submitted search, for visitors without JavaScript. src/proxy.ts rewrites
// `/?q=` here so the address stays `/?q=`, and the home page itself stays static.
export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { title: { absolute: page.seo.title }, robots: { index: false, follow: true } };
}

export default async function SearchRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ q }, page] = await Promise.all([searchParams, getHomePage()]);
  const query = (Array.isArray(q) ? q[0] : q) ?? '';
  return <HomeSections page={page} query={query} />;
}
