'use client';

import type { OrderPayment } from '@/features/paybills/use-order-payment';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { PaymentFailed } from './PaymentFailed';
import { PaymentWaiting } from './PaymentWaiting';

/** What follows Make Payment while the outcome is open: processing, status unknown, or failed (Try again, or Cancel back to the form). A delivered payment opens its receipt (use-order-payment.ts). */
export function PaymentProgress({ payment, onCancel }: { payment: OrderPayment; onCancel: () => void }) {
  switch (payment.phase) {
    case 'pending':
      return <PaymentWaiting title={PAYBILLS_TEXT.pendingTitle} body={PAYBILLS_TEXT.pendingBody} checking={payment.checking} onCheck={payment.checkStatus} />;
    case 'unknown':
      return <PaymentWaiting title={PAYBILLS_TEXT.unknownTitle} body={PAYBILLS_TEXT.unknownBody} checking={payment.checking} onCheck={payment.checkStatus} />;
    case 'failed':
      return <PaymentFailed reason={payment.reason} onTryAgain={payment.tryAgain} onClose={onCancel} closeLabel={PAYBILLS_TEXT.cancel} />;
    default:
      return null;
  }
}

/** Whether the service's own steps should give way to PaymentProgress. */
export function showsProgress(payment: OrderPayment): boolean {
  return payment.phase === 'pending' || payment.phase === 'unknown' || payment.phase === 'failed';
}
