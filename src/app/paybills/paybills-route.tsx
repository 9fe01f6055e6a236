import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { PayBills } from '@/features/paybills/components/PayBills';
import { paymentFormParts } from '@/features/paybills/payment-form-styles';
import { payBillsParts, serviceMenuParts } from '@/features/paybills/paybills-styles';
import { getPayBillsPage } from '@/lib/content';
import { PAYBILLS_PATH } from '@/lib/bills-relay/sandbox-routing.mjs';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { emotionClassGroups } from '@/styles/server-jsx/emotion-styles';

// The class names of the pay-bills frame and of the forms it loads, styled once on the server.
const styled = emotionClassGroups({ payBills: payBillsParts, menu: serviceMenuParts, ...paymentFormParts });

/**
 * The metadata and page of /paybills, cached like every page. There are two: the page as it is and, for
 * while the built-in sandbox answers, the same page saying so; the server picks one per request from
 * BILLS_API_URL as set when it started (next.config.js, src/lib/bills-relay/sandbox-routing.mjs).
 */
export function payBillsRoute({ sandbox }: { sandbox: boolean }) {
  async function generateMetadata(): Promise<Metadata> {
    return pageMetadata((await getPayBillsPage()).seo, PAYBILLS_PATH);
  }
  async function PayBillsRoutePage() {
    const page = await getPayBillsPage();
    return (
      <>
        <PageHero title={page.heading} intro={page.intro} />
        <Container>
          {styled.styles}
          <PayBills menuTitle={page.menuTitle} menuSubtitle={page.menuSubtitle} sandbox={sandbox} classNames={styled.classNames} />
        </Container>
      </>
    );
  }
  return { generateMetadata, Page: PayBillsRoutePage };
}
