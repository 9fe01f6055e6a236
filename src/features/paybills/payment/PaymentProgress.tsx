'use client';

import type { Order } from './order';
import type { OrderPayment } from './use-order-payment';
import { PAYBILLS_TEXT } from '../strings';
import { PaymentFailed } from './PaymentFailed';
import { PaymentWaiting } from './PaymentWaiting';

/** What follows Make Payment while the outcome is open; a delivered payment opens its receipt (use-order-payment.ts). */
export function PaymentProgress({ payment, onCancel }: { payment: OrderPayment; onCancel: () => void }) {
  switch (payment.phase) {
    case 'waiting':
      return (
        <PaymentWaiting
          title={PAYBILLS_TEXT.waitingTitle}
          body={PAYBILLS_TEXT.waitingBody}
          onCancel={payment.cancelWaiting}
        />
      );
    case 'pending':
      return (
        <PaymentWaiting
          title={PAYBILLS_TEXT.pendingTitle}
          body={PAYBILLS_TEXT.pendingBody}
          checking={payment.checking}
          onCheck={payment.checkStatus}
        />
      );
    case 'unknown':
      return (
        <PaymentWaiting
          title={PAYBILLS_TEXT.unknownTitle}
          body={PAYBILLS_TEXT.unknownBody}
          checking={payment.checking}
          onCheck={payment.checkStatus}
          supportReference={payment.supportReference}
        />
      );
    case 'failed':
      return (
        <PaymentFailed
          reason={payment.reason}
          supportReference={payment.supportReference}
          onTryAgain={payment.tryAgain}
          onClose={onCancel}
          closeLabel={PAYBILLS_TEXT.cancel}
        />
      );
    default:
      return null;
  }
}

/** Whether the service's own steps give way to PaymentProgress: a failure only for the order the form still says. */
export function showsProgress({ phase }: OrderPayment, order: Order | null): boolean {
  if (phase === 'failed') return order !== null;
  return phase === 'waiting' || phase === 'pending' || phase === 'unknown';
}
