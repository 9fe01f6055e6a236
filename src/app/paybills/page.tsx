import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { PayBills } from '@/features/paybills/PayBills';
import { emailsReceipts } from '@/features/paybills/receipt-email/receipt-email-config';
import { getPayBillsPage, orNotFound } from '@/lib/content';
import { isBillsSandbox } from '@/lib/bills/http/upstream';
import { PAYBILLS_PATH } from '@/lib/bills/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getPayBillsPage()).seo, PAYBILLS_PATH);
}

/**
 * Rendered by the server (never the build), as its sandbox notice and receipt emails follow the server's settings; its
 * policy names its inline scripts by hash (cache-handler.mjs), so no other script runs on a page that takes personal data.
 */
export default async function PayBillsPage() {
  const page = orNotFound(await getPayBillsPage());
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Container>
        <PayBills
          menuTitle={page.menuTitle}
          menuSubtitle={page.menuSubtitle}
          sandbox={isBillsSandbox()}
          emailsReceipts={emailsReceipts()}
        />
      </Container>
    </>
  );
}
