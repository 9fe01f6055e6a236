import { useCallback } from 'react';
import { type Order, type ServiceKind, useOrderPayment } from '../payment';
import { changeAddress } from '../address';
import { payableOrder } from './checkout';
import { forgetDraft } from './drafts';

/**
 * A service's order payment. It follows the order the form confirmed, even while the form is edited
 * (another tab may be paying it): while its payment is open that order is shown, frozen, whatever the
 * form says. Once delivered, the service's draft is forgotten and the receipt opens, in a history
 * entry of its own when paid here.
 */
export function useServicePayment(service: ServiceKind, confirmation: { order: Order | null; edited: boolean }) {
  const onDelivered = useCallback(
    (reference: string, paidHere: boolean) => {
      forgetDraft(service);
      changeAddress({ receipt: reference, step: null }, paidHere ? 'push' : 'replace');
    },
    [service],
  );
  const payment = useOrderPayment(confirmation.order, onDelivered);
  return { payment, order: payment.frozen ? confirmation.order : payableOrder(confirmation) };
}
