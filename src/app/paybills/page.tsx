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
 * Static like every page: rendered when the server first serves it and regenerated like the others, with
 * a policy naming its inline scripts by hash (cache-handler.mjs), so no other script runs on a page that
 * takes personal data. The sandbox notice follows BILLS_API_URL as the server has it, and what the page
 * says of receipt emails the server's SMTP settings: the server renders it, never the build.
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
