import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { PayBills } from '@/features/paybills/components/PayBills';
import { getPayBillsPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getPayBillsPage()).seo, '/paybills');
}

export default async function PayBillsPage() {
  const page = await getPayBillsPage();
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Container>
        <PayBills menuTitle={page.menuTitle} menuSubtitle={page.menuSubtitle} />
      </Container>
    </>
  );
}
