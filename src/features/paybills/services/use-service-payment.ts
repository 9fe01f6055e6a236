import { useCallback } from 'react';
import { type Order, type ServiceKind, useOrderPayment } from '../payment';
import { changeAddress } from '../address';
import { payableOrder } from './checkout';
import { forgetDraft } from './drafts';

/** Follows the confirmed order even while the form is edited (another tab may be paying it): while its payment is open it is shown, frozen. */
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
