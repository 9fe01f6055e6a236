'use client';

import { FormClassNamesContext } from '@/features/paybills/form-class-names';
import type { PaymentFormClassNames } from '@/features/paybills/payment-form-styles';
import { FindPayment } from './FindPayment';
import { RecentPayments } from './RecentPayments';

/** Recent payments kept on this device and Find a payment: both open a receipt by its reference. */
export function YourPayments({ classNames, onOpen }: { classNames: PaymentFormClassNames; onOpen: (reference: string) => void }) {
  return (
    <FormClassNamesContext value={classNames}>
      <RecentPayments onOpen={onOpen} />
      <FindPayment onFind={onOpen} />
    </FormClassNamesContext>
  );
}
