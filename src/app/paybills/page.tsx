import type { Metadata } from 'next';
import { EmotionRegistry } from '@/styles/EmotionRegistry';
import { connection } from 'next/server';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { PayBills } from '@/features/paybills/components/PayBills';
import { isBillsSandbox } from '@/lib/bills-relay/upstream';
import { getPayBillsPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata((await getPayBillsPage()).seo, '/paybills');
}

export default async function PayBillsPage() {
  // Rendered per request: its scripts carry that request's CSP nonce (src/proxy.ts).
  await connection();
  const page = await getPayBillsPage();
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Container>
        <EmotionRegistry>
          <PayBills menuTitle={page.menuTitle} menuSubtitle={page.menuSubtitle} sandbox={isBillsSandbox()} />
        </EmotionRegistry>
      </Container>
    </>
  );
}
