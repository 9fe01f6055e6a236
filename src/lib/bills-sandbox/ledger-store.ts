import type { WirePayment } from '@/lib/bills-api/contract';
import { setForgettingOldest } from '@/lib/bounded-map';

/** One payment as the ledger keeps it. `onDelivery`: what a pending payment gains when delivered (token, units). */
export type LedgerEntry = { fingerprint: string; payment: WirePayment; onDelivery: Partial<WirePayment> };

/** Where the sandbox's payments are kept: this process's memory, or Redis shared by every instance. */
export interface LedgerStore {
  /** Keeps `entry` unless `requestId` already has one (atomically); answers the one kept before, if any. */
  claim(requestId: string, entry: LedgerEntry): Promise<LedgerEntry | undefined>;
  find(requestId: string): Promise<LedgerEntry | undefined>;
  /** Counts one requery of the payment; answers how many so far. */
  countRequery(requestId: string): Promise<number>;
}

export const MAX_PAYMENTS = 5_000;

/** In this process's memory, the oldest payment forgotten past `capacity`: right for one server. */
export function createMemoryLedgerStore(capacity = MAX_PAYMENTS): LedgerStore & { readonly size: number } {
  const entries = new Map<string, { entry: LedgerEntry; requeries: number }>();
  return {
    claim(requestId, entry) {
      const kept = entries.get(requestId);
      if (kept) return Promise.resolve(kept.entry);
      setForgettingOldest(entries, requestId, { entry, requeries: 0 }, capacity);
      return Promise.resolve(undefined);
    },
    find(requestId) {
      return Promise.resolve(entries.get(requestId)?.entry);
    },
    countRequery(requestId) {
      const kept = entries.get(requestId);
      if (!kept) return Promise.resolve(0);
      kept.requeries += 1;
      return Promise.resolve(kept.requeries);
    },
    get size() {
      return entries.size;
    },
  };
}
