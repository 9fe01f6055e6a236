import type { Metadata } from 'next';
import { HomePageView } from '@/components/home/HomePageView';
import { getHomePage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return { ...(await pageMetadata(page.seo, '/')), title: { absolute: page.seo.title } };
}

export default function HomePage() {
  return <HomePageView query="" />;
}
