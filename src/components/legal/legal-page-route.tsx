import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { getLegalPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LegalDocument } from './LegalDocument';

/** The metadata and page of a legal route: /policy and /termsconditions differ only in the document. */
export function legalPageRoute(kind: 'policy' | 'terms', path: '/policy' | '/termsconditions') {
  return {
    generateMetadata: async (): Promise<Metadata> => pageMetadata((await getLegalPage(kind)).seo, path),
    Page: async function LegalRoutePage() {
      const page = await getLegalPage(kind);
      return (
        <>
          <PageHero eyebrow="Legal" title={page.title} intro={page.intro} />
          <LegalDocument page={page} />
        </>
      );
    },
  };
}
