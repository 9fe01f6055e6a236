import { stegaClean } from 'next-sanity';
import { getPosts, getSiteSettings } from '@/lib/content';
import { jsonError } from '@/lib/http/json-error';
import { sharingCard } from '@/lib/seo/sharing-card';

export async function generateStaticParams() {
  return (await getPosts()).map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [settings, posts] = await Promise.all([getSiteSettings(), getPosts()]);
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return jsonError(404, 'not_found', 'No such post.');
  return sharingCard(stegaClean(settings.productName), stegaClean({ title: post.title, description: post.excerpt }));
}
