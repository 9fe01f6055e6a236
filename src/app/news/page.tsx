import type { Metadata } from 'next';
import { NewsListing } from '@/features/news/components/NewsListing';
import { getNewsPage, getPosts, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getNewsPage()).seo, '/news');
}

export default async function NewsRoute() {
  const [newsPage, posts] = await Promise.all([getNewsPage().then(orNotFound), getPosts()]);
  return <NewsListing newsPage={newsPage} posts={posts} page={1} />;
}
