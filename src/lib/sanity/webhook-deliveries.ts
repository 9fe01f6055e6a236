import 'server-only';
import { createHash } from 'node:crypto';
import { keyValueStore, type KeyValueStore } from '@/lib/kv';

/** Applied deliveries, keyed on Sanity's idempotency key (the same on its retries) and the signature (which a replay cannot change). */
export interface DeliveryLog {
  /** Claims every key for one delivery; false (nothing claimed) when any was claimed before. */
  claim(keys: string[]): Promise<boolean>;
  /** Gives the keys back: the delivery was not applied, and Sanity's retry of it must be. */
  release(keys: string[]): Promise<void>;
}

/** Sanity retries a delivery for hours; a signature is accepted for 5 minutes either side. Kept a day. */
export const DELIVERY_KEEP_MS = 24 * 60 * 60 * 1000;
export const REDIS_DELIVERY_PREFIX = 'helpa:webhook-delivery:';
const MEMORY_CAPACITY = 10_000;

/** A key of bounded size for any header value. */
export function deliveryKey(kind: 'idempotency' | 'signature', value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('hex')}`;
}

/** The log over `store`: shared by every instance that uses the same Redis, so a delivery applied by one is refused by all. */
export function deliveryLog(store: KeyValueStore, keepMs = DELIVERY_KEEP_MS): DeliveryLog {
  return { claim: (keys) => store.claim(keys, '1', keepMs), release: (keys) => store.delete(keys) };
}

/** This server's log: in Redis when REDIS_URL is set (memory while it does not answer: deliveries are never refused for Redis's sake), else memory. */
export function webhookDeliveries(): DeliveryLog {
  return deliveryLog(keyValueStore('webhook deliveries', { prefix: REDIS_DELIVERY_PREFIX, capacity: MEMORY_CAPACITY }));
}
