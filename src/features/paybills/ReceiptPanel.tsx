'use client';

import { PaymentLookup, type SettledAway, settledAwayText } from './payment';
import { form } from './ui';

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
