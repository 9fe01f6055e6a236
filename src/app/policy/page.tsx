import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { PageHero } from '@/components/ui/PageHero';
import { getLegalPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getLegalPage('policy')).seo, '/policy');
}

export default async function PolicyPage() {
  const page = await getLegalPage('policy');
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title} intro={page.intro} />
      <LegalDocument page={page} />
    </>
  );
}
