import 'server-only';
import path from 'node:path';
import type { Payment } from '@/lib/bills/site';
import { withSiteNames } from '@/lib/bills/translate';
import { processOutbox } from '@/lib/email/process-outbox';
import { SITE_URL } from '@/lib/seo/site-url';
import { receiptAddresses } from './receipt-addresses';
import { receiptEmail, type ReceiptMessage } from './receipt-email';
import { receiptEmailSettings } from './receipt-email-config';

/** Made on first use; null when receipts are not emailed. */
function receipts() {
  const settings = receiptEmailSettings();
  const outbox = processOutbox('receipt', settings, (config) => ({
    compose: (message: ReceiptMessage) =>
      receiptEmail(withSiteNames(message), { from: config.from, siteUrl: SITE_URL }),
    lines: {
      started: (smtp, dir, claimedIn) =>
        `[receipt] payers are emailed their receipts through ${smtp}; pending ones wait in ${dir} (claimed ${claimedIn}).`,
      sent: (key) => `[receipt] the receipt ${key} was emailed.`,
      notSent: (key, attempt, reason, wait) =>
        `[receipt] could not email the receipt ${key} (attempt ${attempt}: ${reason}); trying again in ${wait} s.`,
    },
  }));
  return outbox && settings.enabled
    ? { outbox, addresses: receiptAddresses(path.join(settings.config.dataDir, 'receipt-addresses')) }
    : null;
}

export function startReceiptEmails(): void {
  receipts()?.outbox.wake();
}

export async function rememberReceiptAddress(
  requestId: string,
  address: { email: string; account: string; serviceId: string },
): Promise<void> {
  await receipts()?.addresses.remember(requestId, { ...address, at: Date.now() });
}

/** Once per payment across instances, if the payer gave an email. */
export async function emailDeliveredReceipt(payment: Payment): Promise<void> {
  const found = receipts();
  const address = found && (await found.addresses.find(payment.requestId));
  if (!found || !address) return;
  await found.outbox.enqueueOnce(payment.requestId, {
    to: address.email,
    account: address.account,
    serviceId: address.serviceId,
    payment,
    copy: 0,
  });
}

/** Email it again: to the address given when paying (never another). */
export async function emailReceiptAgain(
  reference: string,
  requery: (reference: string) => Promise<Payment | null>,
): Promise<'queued' | 'disabled' | 'no-address' | 'not-delivered'> {
  const found = receipts();
  if (!found) return 'disabled';
  const address = await found.addresses.find(reference);
  if (!address) return 'no-address';
  const payment = await requery(reference);
  if (payment?.status !== 'delivered') return 'not-delivered';
  const copy = Date.now();
  await found.outbox.enqueue(`${reference}-${copy}`, {
    to: address.email,
    account: address.account,
    serviceId: address.serviceId,
    payment,
    copy,
  });
  return 'queued';
}
