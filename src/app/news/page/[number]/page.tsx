import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListing } from '@/features/news/components/NewsListing';
import { newsPageCount, newsPageHref, pageNumberOf } from '@/features/news/pagination';
import { getNewsPage, getPosts, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Params = { params: Promise<{ number: string }> };

export async function generateStaticParams() {
  const pages = newsPageCount((await getPosts()).length);
  return Array.from({ length: pages - 1 }, (_, index) => ({ number: String(index + 2) }));
}

async function listingPage(segment: string) {
  const [newsPage, posts] = await Promise.all([getNewsPage().then(orNotFound), getPosts()]);
  const page = pageNumberOf(segment, newsPageCount(posts.length));
  if (page === null) notFound();
  return { newsPage, posts, page };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { newsPage, page } = await listingPage((await params).number);
  return pageMetadata(newsPage.seo, newsPageHref(page));
}

export default async function NewsListingPageRoute({ params }: Params) {
  const { newsPage, posts, page } = await listingPage((await params).number);
  return <NewsListing newsPage={newsPage} posts={posts} page={page} />;
}
