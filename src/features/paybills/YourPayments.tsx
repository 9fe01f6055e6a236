'use client';

import { useEffect, useEffectEvent } from 'react';
import type { ServiceKind } from '@/features/paybills/payment/order';
import type { SettledAway } from '@/features/paybills/payment/settle-open-payments';
import { useSettledAway } from '@/features/paybills/payment/use-settled-away';
import { FindPayment } from './receipts/FindPayment';
import { RecentPayments } from './receipts/RecentPayments';
import { SettledAwayList } from './payment/SettledAwayList';

type YourPaymentsProps = {
  /** Opens a receipt by its reference, with its service when this device knows it. */
  onOpen: (reference: string, service: ServiceKind | null) => void;
  onBuyAgain: (service: ServiceKind) => void;
  /** Payments left open by a tab that is gone have just been settled (newest first). */
  onSettledAway: (settled: SettledAway[]) => void;
};

/** Payments settled on this visit, Recent payments kept on this device (each with Buy again) and Find a payment: all open a receipt by its reference. */
export function YourPayments({ onOpen, onBuyAgain, onSettledAway }: YourPaymentsProps) {
  const { settled, dismiss } = useSettledAway();
  const told = useEffectEvent(onSettledAway);
  useEffect(() => {
    if (settled.length > 0) told(settled);
  }, [settled]);
  return (
    <>
      {settled.length > 0 && <SettledAwayList settled={settled} onOpen={onOpen} onDismiss={dismiss} />}
      <RecentPayments onOpen={onOpen} onBuyAgain={onBuyAgain} />
      <FindPayment onFind={(reference) => onOpen(reference, null)} />
    </>
  );
}
