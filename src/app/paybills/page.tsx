import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { PayBills } from '@/features/paybills/components/PayBills';
import { payBillsParts, serviceMenuParts } from '@/features/paybills/paybills-styles';
import { isBillsSandbox } from '@/lib/bills-relay/upstream';
import { getPayBillsPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { emotionClassGroups } from '@/styles/server-jsx/emotion-styles';

// The pay-bills frame's class names, styled once on the server; the forms it loads style themselves.
const styled = emotionClassGroups({ payBills: payBillsParts, menu: serviceMenuParts });

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
        {styled.styles}
        <PayBills menuTitle={page.menuTitle} menuSubtitle={page.menuSubtitle} sandbox={isBillsSandbox()} classNames={styled.classNames} />
      </Container>
    </>
  );
}
