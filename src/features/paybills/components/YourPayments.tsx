'use client';

import { FindPayment } from './FindPayment';
import { RecentPayments } from './RecentPayments';

/** Recent payments kept on this device and Find a payment: both open a receipt by its reference. */
export function YourPayments({ onOpen }: { onOpen: (reference: string) => void }) {
  return (
    <>
      <RecentPayments onOpen={onOpen} />
      <FindPayment onFind={onOpen} />
    </>
  );
}
