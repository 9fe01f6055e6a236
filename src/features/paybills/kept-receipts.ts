import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { paymentFields } from '@/lib/bills/payment-fields';
import { subscribeToWindowEvents } from '@/lib/window-events';
import { type Again, againSchema } from './again';
import type { Payment } from './api';
import type { ReceiptRow } from './receipt';

/**
 * Receipts kept in localStorage so a token can always be found again; only what the receipt shows is
 * kept, never the email or phone sent. Every receipt with a token stays for KEEP_DAYS; of those
 * without one, the newest MAX_WITHOUT_TOKEN (the page says both).
 */

export const KEEP_DAYS = 90;
export const MAX_WITHOUT_TOKEN = 20;
const STORAGE_KEY = 'helpa.paybills.receipts';
const CHANGED = 'paybills:receipts-changed';
const DAY_MS = 86_400_000;

const rowSchema = v.tuple([v.string(), v.string()]);
const paymentSchema = v.object(paymentFields(v.nullable(v.string())));
const keptSchema = v.object({ orderRows: v.array(rowSchema), payment: paymentSchema, keptAt: v.number(), again: v.optional(againSchema) });

/** `again`: what Buy again starts from; none for a payment found by its reference. */
export type KeptReceipt = { orderRows: ReceiptRow[]; payment: Payment; keptAt: number; again?: Again };

const NONE: KeptReceipt[] = [];
/** The last reading, reused while storage holds the same text and none of it has expired. */
let cache: { raw: string | null; receipts: KeptReceipt[]; validUntil: number } | null = null;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): KeptReceipt[] {
  if (!raw) return NONE;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return NONE;
    return list.map((item) => v.safeParse(keptSchema, item)).flatMap((result) => (result.success ? [result.output] : []));
  } catch {
    return NONE;
  }
}

/** Within the days the page promises, and every one with a token; of the others, the newest MAX_WITHOUT_TOKEN. */
function withinPromise(receipts: KeptReceipt[], now: number): KeptReceipt[] {
  let withoutToken = 0;
  return receipts.filter((item) => {
    if (now - item.keptAt >= KEEP_DAYS * DAY_MS) return false;
    if (item.payment.token) return true;
    withoutToken += 1;
    return withoutToken <= MAX_WITHOUT_TOKEN;
  });
}

/** The kept receipts, newest first, expired ones left out (the same array while nothing has changed). */
export function keptReceipts(now = Date.now()): KeptReceipt[] {
  const raw = readStorage();
  if (cache?.raw !== raw || now >= cache.validUntil) {
    const receipts = withinPromise(parse(raw), now);
    cache = { raw, receipts, validUntil: Math.min(...receipts.map((item) => item.keptAt + KEEP_DAYS * DAY_MS)) };
  }
  return cache.receipts;
}

function write(receipts: KeptReceipt[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(receipts));
  } catch {
    // Storage full or refused (private mode): the receipt is still on screen now.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function findKeptReceipt(reference: string, now = Date.now()): KeptReceipt | undefined {
  return keptReceipts(now).find((item) => item.payment.requestId === reference);
}

/** Keeps a payment's receipt: a new one first, a known one updated where it stands (a pending payment that is delivered gains its token). A payment that failed is not kept. */
export function keepReceipt(orderRows: ReceiptRow[], payment: Payment, { again, now = Date.now() }: { again?: Again; now?: number } = {}): void {
  const kept = keptReceipts(now);
  const known = kept.find((item) => item.payment.requestId === payment.requestId);
  if (payment.status === 'failed') {
    if (known) write(kept.filter((item) => item !== known));
    return;
  }
  if (!known) write(withinPromise([{ orderRows, payment, keptAt: now, ...(again ? { again } : {}) }, ...kept], now));
  else if (JSON.stringify(known.payment) !== JSON.stringify(payment)) write(kept.map((item) => (item === known ? { ...known, payment } : item)));
}

export function forgetReceipt(reference: string, now = Date.now()): void {
  write(keptReceipts(now).filter((item) => item.payment.requestId !== reference));
}

/** Undoes a Remove: the receipt goes back where it was in the list (unless it is back already). */
export function restoreReceipt(receipt: KeptReceipt, now = Date.now()): void {
  const kept = keptReceipts(now);
  if (kept.some((item) => item.payment.requestId === receipt.payment.requestId)) return;
  const at = kept.findIndex((item) => item.keptAt < receipt.keptAt);
  write(withinPromise(at < 0 ? [...kept, receipt] : [...kept.slice(0, at), receipt, ...kept.slice(at)], now));
}

// `storage` tells of changes made in the site's other tabs; CHANGED of those made in this one.
const subscribe = (onChange: () => void) => subscribeToWindowEvents(['storage', CHANGED], onChange);

export function useKeptReceipts(): KeptReceipt[] {
  return useSyncExternalStore(
    subscribe,
    () => keptReceipts(),
    () => NONE,
  );
}
