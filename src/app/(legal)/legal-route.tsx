import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { getLegalPage, getSiteChrome, orNotFound } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function legalPageRoute(kind: 'policy' | 'terms', path: '/policy' | '/termsconditions') {
  async function generateMetadata(): Promise<Metadata> {
    return pageMetadata(orNotFound(await getLegalPage(kind)).seo, path);
  }
  async function LegalRoutePage() {
    const [page, chrome] = await Promise.all([getLegalPage(kind).then(orNotFound), getSiteChrome()]);
    return (
      <>
        <PageHero eyebrow={chrome.legalEyebrow} title={page.title} intro={page.intro} />
        <LegalDocument page={page} tocTitle={chrome.tocTitle} lastUpdatedLabel={chrome.lastUpdatedLabel} />
      </>
    );
  }
  return { generateMetadata, Page: LegalRoutePage };
}
