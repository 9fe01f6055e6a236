import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { PayBills } from '@/features/paybills/components/PayBills';
import { emailsReceipts } from '@/features/paybills/receipt-email/receipt-email-config';
import { getPayBillsPage, orNotFound } from '@/lib/content';
import { isBillsSandbox } from '@/lib/bills-relay/upstream';
import { PAYBILLS_PATH } from '@/lib/bills-relay/sandbox-routing.mjs';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(orNotFound(await getPayBillsPage()).seo, PAYBILLS_PATH);
}

/**
 * Rendered per request, so that Next puts src/proxy.ts's nonce on each of its scripts (the page takes
 * personal data: no other script may run). The sandbox notice follows BILLS_API_URL as the server has it,
 * and what the page says of receipt emails the server's SMTP settings.
 */
export default async function PayBillsPage() {
  await connection();
  const page = orNotFound(await getPayBillsPage());
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <Container>
        <PayBills menuTitle={page.menuTitle} menuSubtitle={page.menuSubtitle} sandbox={isBillsSandbox()} emailsReceipts={emailsReceipts()} />
      </Container>
    </>
  );
}
