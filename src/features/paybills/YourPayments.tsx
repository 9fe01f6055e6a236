'use client';

import { useEffect, useEffectEvent } from 'react';
import { type ServiceKind, type SettledAway, SettledAwayList, useSettledAway } from './payment';
import { FindPayment, RecentPayments } from './receipts';
import { startAgain } from './buy-again';

type YourPaymentsProps = {
  onOpen: (reference: string, service: ServiceKind | null) => void;
  /** A new order was started from a kept receipt (its service's draft written): show its form. */
  onBuyAgain: (service: ServiceKind) => void;
  /** Payments left open by a tab that is gone have just been settled (newest first). */
  onSettledAway: (settled: SettledAway[]) => void;
};

export function YourPayments({ onOpen, onBuyAgain, onSettledAway }: YourPaymentsProps) {
  const { settled, dismiss } = useSettledAway();
  const told = useEffectEvent(onSettledAway);
  useEffect(() => {
    if (settled.length > 0) told(settled);
  }, [settled]);
  return (
    <>
      {settled.length > 0 && <SettledAwayList settled={settled} onOpen={onOpen} onDismiss={dismiss} />}
      <RecentPayments
        onOpen={onOpen}
        onBuyAgain={(again) => {
          startAgain(again);
          onBuyAgain(again.service);
        }}
      />
      <FindPayment onFind={(reference) => onOpen(reference, null)} />
    </>
  );
}
