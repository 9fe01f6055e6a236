'use client';

import { FormClassNamesContext } from '@/features/paybills/form-class-names';
import type { PaymentFormClassNames } from '@/features/paybills/payment-form-styles';
import { PaymentLookup } from './PaymentLookup';

/** The panel's content while a payment is open by its reference, with the forms' class names. */
export function ReceiptPanel({ reference, classNames, onClose }: { reference: string; classNames: PaymentFormClassNames; onClose: () => void }) {
  return (
    <FormClassNamesContext value={classNames}>
      <PaymentLookup key={reference} reference={reference} onClose={onClose} />
    </FormClassNamesContext>
  );
}
