import 'server-only';
import { isEmail, normaliseEmail } from '@/lib/bills/customer-input';
import type { PaymentWatcher } from '@/lib/bills/payment-watch';
import { receiptEmailSettings } from './receipt-email-config';
import { emailDeliveredReceipt, rememberReceiptAddress } from './receipt-notifications';
import { log } from '@/lib/observability/log';

function logged(step: Promise<void>, what: string): Promise<void> {
  return step.catch((error: unknown) => log.error({ event: 'receipt-email', err: error }, `[receipt] ${what}`));
}

/** A Pay request's email is kept for its receipt, and a delivered payment's receipt is emailed, once. */
export function receiptEmailWatcher(): PaymentWatcher | null {
  if (!receiptEmailSettings().enabled) return null;
  return {
    asked: async ({ requestId, email, account, serviceId }) => {
      if (isEmail(email))
        await logged(
          rememberReceiptAddress(requestId, { email: normaliseEmail(email), account, serviceId }),
          `could not keep the receipt address of ${requestId}`,
        );
    },
    delivered: (payment) =>
      logged(emailDeliveredReceipt(payment), `could not queue the receipt of ${payment.requestId}`),
  };
}
