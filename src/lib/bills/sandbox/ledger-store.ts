import type { WirePayment } from '@/lib/bills/wire';
import { setForgettingOldest } from '@/lib/bounded-map';

/** One payment as the ledger keeps it. `onDelivery`: what a pending payment gains when delivered (token, units). */
export type LedgerEntry = { fingerprint: string; payment: WirePayment; onDelivery: Partial<WirePayment> };

export interface LedgerStore {
  /** Keeps `entry` unless `requestId` already has one (atomically); answers the one kept before, if any. */
  claim(requestId: string, entry: LedgerEntry): Promise<LedgerEntry | undefined>;
  find(requestId: string): Promise<LedgerEntry | undefined>;
  /** Counts one more of `key` (a payment's requeries, a number's payments); answers how many so far. */
  count(key: string): Promise<number>;
}

export const MAX_PAYMENTS = 5_000;

/** In this process's memory, the oldest payment forgotten past `capacity`: right for one server. */
export function createMemoryLedgerStore(capacity = MAX_PAYMENTS): LedgerStore & { readonly size: number } {
  const entries = new Map<string, LedgerEntry>();
  const counts = new Map<string, number>();
  return {
    claim(requestId, entry) {
      const kept = entries.get(requestId);
      if (kept) return Promise.resolve(kept);
      setForgettingOldest(entries, requestId, entry, capacity);
      return Promise.resolve(undefined);
    },
    find(requestId) {
      return Promise.resolve(entries.get(requestId));
    },
    count(key) {
      const next = (counts.get(key) ?? 0) + 1;
      if (next > 1) counts.set(key, next);
      else setForgettingOldest(counts, key, next, capacity);
      return Promise.resolve(next);
    },
    get size() {
      return entries.size;
    },
  };
}
