'use client';

import type { ServiceKind } from '@/features/paybills/order';
import { FindPayment } from './FindPayment';
import { RecentPayments } from './RecentPayments';

type YourPaymentsProps = {
  /** Opens a receipt by its reference, with its service when this device knows it. */
  onOpen: (reference: string, service: ServiceKind | null) => void;
  onBuyAgain: (service: ServiceKind) => void;
};

/** Recent payments kept on this device (each with Buy again) and Find a payment: both open a receipt by its reference. */
export function YourPayments({ onOpen, onBuyAgain }: YourPaymentsProps) {
  return (
    <>
      <RecentPayments onOpen={onOpen} onBuyAgain={onBuyAgain} />
      <FindPayment onFind={(reference) => onOpen(reference, null)} />
    </>
  );
}
