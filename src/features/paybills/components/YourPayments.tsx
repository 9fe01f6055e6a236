'use client';

import type { ServiceKind } from '@/features/paybills/order';
import { FindPayment } from './FindPayment';
import { RecentPayments } from './RecentPayments';

/** Recent payments kept on this device (each with Buy again) and Find a payment: both open a receipt by its reference. */
export function YourPayments({ onOpen, onBuyAgain }: { onOpen: (reference: string) => void; onBuyAgain: (service: ServiceKind) => void }) {
  return (
    <>
      <RecentPayments onOpen={onOpen} onBuyAgain={onBuyAgain} />
      <FindPayment onFind={onOpen} />
    </>
  );
}
