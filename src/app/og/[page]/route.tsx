import { stegaClean } from 'next-sanity';
import { getLandingPages, getSiteSettings } from '@/lib/content';
import { getPageSeo } from '@/lib/content/page-seo';
import { jsonError } from '@/lib/http/json-error';
import { sharingCard } from '@/lib/seo/sharing-card';
import { PUBLIC_PAGES, type PublicPageSlug } from '@/lib/seo/site-url';

export async function generateStaticParams() {
  return [
    ...PUBLIC_PAGES.map(({ slug }) => ({ page: slug })),
    ...(await getLandingPages()).map(({ slug }) => ({ page: slug })),
  ];
}

async function seoOf(page: string) {
  if (PUBLIC_PAGES.some(({ slug }) => slug === page)) return getPageSeo(page as PublicPageSlug);
  const landing = (await getLandingPages()).find(({ slug }) => slug === page);
  return landing && stegaClean(landing.seo);
}

export async function GET(_request: Request, { params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const [settings, pageSeo] = await Promise.all([getSiteSettings(), seoOf(page)]);
  if (pageSeo === undefined) return jsonError(404, 'not_found', 'No such page.');
  return sharingCard(settings.productName, pageSeo ?? settings.seo);
}
