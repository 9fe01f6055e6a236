import * as v from 'valibot';
import { keptPayment } from '@/lib/bills/payment-fields';
import { eachOf, webStore } from '@/lib/web-storage';
import { type Again, againSchema } from './again';
import type { Payment } from '../api';
import type { ReceiptRow } from './receipt';

// Only what the receipt shows, never the email or phone sent: every receipt with a token for KEEP_DAYS; of those
// without one, the newest MAX_WITHOUT_TOKEN (the page says both).
export const KEEP_DAYS = 90;
export const MAX_WITHOUT_TOKEN = 20;
const DAY_MS = 86_400_000;

const rowSchema = v.tuple([v.string(), v.string()]);
const keptSchema = v.object({
  orderRows: v.array(rowSchema),
  payment: keptPayment,
  keptAt: v.number(),
  again: v.optional(againSchema),
});

/** `again`: what Buy again starts from; none for a payment found by its reference. */
export type KeptReceipt = { orderRows: ReceiptRow[]; payment: Payment; keptAt: number; again?: Again };

function withinPromise(receipts: KeptReceipt[], now: number) {
  let withoutToken = 0;
  const kept = receipts.filter((item) => {
    if (now - item.keptAt >= KEEP_DAYS * DAY_MS) return false;
    if (item.payment.token) return true;
    withoutToken += 1;
    return withoutToken <= MAX_WITHOUT_TOKEN;
  });
  return {
    value: kept.length === receipts.length ? receipts : kept,
    until: Math.min(...kept.map((item) => item.keptAt + KEEP_DAYS * DAY_MS)),
  };
}

const store = webStore<KeptReceipt[]>({
  area: 'localStorage',
  key: 'helpa.paybills.receipts',
  schema: eachOf(keptSchema),
  empty: [],
  keep: withinPromise,
});

export const keptReceipts = (now = Date.now()): KeptReceipt[] => store.read(now);

export function findKeptReceipt(reference: string, now = Date.now()): KeptReceipt | undefined {
  return keptReceipts(now).find((item) => item.payment.requestId === reference);
}

/** A new receipt first, a known one updated where it stands (a delivered payment gains its token); a failed one is dropped. */
export function keepReceipt(
  orderRows: ReceiptRow[],
  payment: Payment,
  { again, now = Date.now() }: { again?: Again; now?: number } = {},
): void {
  const kept = keptReceipts(now);
  const known = kept.find((item) => item.payment.requestId === payment.requestId);
  if (payment.status === 'failed') {
    if (known)
      store.write(
        kept.filter((item) => item !== known),
        now,
      );
    return;
  }
  if (!known) store.write([{ orderRows, payment, keptAt: now, ...(again ? { again } : {}) }, ...kept], now);
  else if (JSON.stringify(known.payment) !== JSON.stringify(payment))
    store.write(
      kept.map((item) => (item === known ? { ...known, payment } : item)),
      now,
    );
}

export function forgetReceipt(reference: string, now = Date.now()): void {
  store.write(
    keptReceipts(now).filter((item) => item.payment.requestId !== reference),
    now,
  );
}

/** Undoes a Remove: back where it was in the list (unless it is back already). */
export function restoreReceipt(receipt: KeptReceipt, now = Date.now()): void {
  const kept = keptReceipts(now);
  if (kept.some((item) => item.payment.requestId === receipt.payment.requestId)) return;
  const at = kept.findIndex((item) => item.keptAt < receipt.keptAt);
  store.write(at < 0 ? [...kept, receipt] : [...kept.slice(0, at), receipt, ...kept.slice(at)], now);
}

export const useKeptReceipts = (): KeptReceipt[] => store.use();
