'use client';

import type { PaymentController } from '@/features/paybills/use-payment';
import { PAYBILLS_TEXT } from '@/features/paybills/strings';
import { PaymentFailed } from './PaymentFailed';
import { PaymentWaiting } from './PaymentWaiting';

/**
 * What follows Make Payment in a service's form while the outcome is open: processing, status
 * unknown, or failed. A delivered payment opens its receipt (use-payment.ts).
 */
export function PaymentProgress({ payment }: { payment: PaymentController }) {
  const { phase, checking } = payment.state;
  switch (phase) {
    case 'pending':
      return <PaymentWaiting title={PAYBILLS_TEXT.pendingTitle} body={PAYBILLS_TEXT.pendingBody} checking={checking} onCheck={payment.checkStatus} />;
    case 'unknown':
      return <PaymentWaiting title={PAYBILLS_TEXT.unknownTitle} body={PAYBILLS_TEXT.unknownBody} checking={checking} onCheck={payment.checkStatus} />;
    case 'failed':
      return <PaymentFailed reason={payment.state.payment?.reason ?? payment.state.error} onTryAgain={payment.tryAgain} onClose={payment.reset} closeLabel={PAYBILLS_TEXT.cancel} />;
    default:
      return null;
  }
}

/** Whether the service's own form should give way to PaymentProgress. */
export function showsProgress(payment: PaymentController): boolean {
  return payment.state.phase !== 'idle' && payment.state.phase !== 'paying';
}
