import type { Metadata } from 'next';
import { readBillsForPage } from '@/lib/bills/server';
import { plansOnServer } from '@/features/pricing/plans-on-server';
import { getLandingPage, getLandingPages, getSiteChrome, getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { previewing } from '@/lib/sanity/preview-client';
import { landingPageSlugProblem } from '@schemas/rules/slug-rules';
import { foundOrRedirected } from '@/lib/content/found-or-redirected';
import { LandingSections } from './landing-sections';

type Params = { params: Promise<{ slug: string }> };

/** Every published landing page is built ahead; one published later is rendered on its first visit, then stored like them. */
export async function generateStaticParams() {
  return (await getLandingPages()).map(({ slug }) => ({ slug }));
}

// Without a page the route itself answers (a 308 or the 404): deciding here too would send its Location twice.
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const page = landingPageSlugProblem(slug) ? null : await getLandingPage(slug);
  return page ? pageMetadata(page.seo, `/${slug}`) : {};
}

export default async function LandingPageRoute({ params }: Params) {
  const { slug } = await params;
  const page = await foundOrRedirected(slug, landingPageSlugProblem, getLandingPage, `/${slug}`);
  const withPlans = page.sections.some((section) => section._type === 'pricingSection');
  const [chrome, settings, plans, inPreview] = await Promise.all([
    getSiteChrome(),
    getSiteSettings(),
    withPlans ? readBillsForPage({ name: 'membershipTiers' }) : null,
    previewing(),
  ]);
  return (
    <LandingSections
      sections={page.sections}
      edited={inPreview ? { id: page._id, type: page._type } : undefined}
      context={{ getStarted: chrome.getStarted, plansEmail: settings.plansEmail, plans: plans && plansOnServer(plans) }}
    />
  );
}
