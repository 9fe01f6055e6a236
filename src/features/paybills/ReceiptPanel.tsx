'use client';

import { PaymentLookup, type SettledAway, settledAwayText } from './payment';
import { form } from './ui';

/** A payment open by its reference; one settled while the payer was away says so above its receipt. */
export function ReceiptPanel({
  reference,
  settledAway,
  onClose,
}: {
  reference: string;
  settledAway: SettledAway | null;
  onClose: () => void;
}) {
  return (
    <div className={form.steps}>
      {settledAway && (
        <p role="status" className={form.notice}>
          {settledAwayText(settledAway)}
        </p>
      )}
      <PaymentLookup key={reference} reference={reference} onClose={onClose} />
    </div>
  );
}
