'use client';

import { PaymentLookup } from './PaymentLookup';

/** The panel's content while a payment is open by its reference. */
export function ReceiptPanel({ reference, onClose }: { reference: string; onClose: () => void }) {
  return <PaymentLookup key={reference} reference={reference} onClose={onClose} />;
}
