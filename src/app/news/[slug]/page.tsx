import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { articleJsonLd } from '@/features/news/article-json-ld';
import { PostArticle } from '@/features/news/components/PostArticle';
import { postHref } from '@/features/news/pagination';
import { getPost, getPosts, getSiteSettings } from '@/lib/content';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE_URL } from '@/lib/seo/site-url';
import { postSlugProblem } from '@schemas/rules/slug-rules';
import { foundOrRedirected } from '@/lib/content/found-or-redirected';

type Params = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getPosts()).map(({ slug }) => ({ slug }));
}

// Without a post the route itself answers (a 308 or the 404): deciding here too would send its Location twice.
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const post = postSlugProblem(slug) ? null : await getPost(slug);
  if (!post) return {};
  // Without search fields of its own, a post is described by its title and excerpt.
  const seo = post.seo ?? { title: post.title, description: post.excerpt, ogImageUrl: null, ogImageAlt: null };
  const metadata = await pageMetadata(seo, postHref(post.slug));
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: stegaClean(post.date) } };
}

export default async function PostRoute({ params }: Params) {
  const { slug } = await params;
  const post = await foundOrRedirected(slug, postSlugProblem, getPost, postHref(slug));
  const settings = await getSiteSettings();
  return (
    <>
      <PostArticle post={post} />
      {/* `<` is escaped so CMS text can never close the script element. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(articleJsonLd(post, SITE_URL, stegaClean(settings.productName))),
        }}
      />
    </>
  );
}
