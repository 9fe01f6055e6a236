import 'server-only';
import { createHash } from 'node:crypto';
import { keyValueStore, type KeyValueStore } from '@/lib/kv';

/** Sanity retries a delivery for hours; a signature is accepted for 5 minutes either side. Kept a day. */
export const DELIVERY_KEEP_MS = 24 * 60 * 60 * 1000;
export const REDIS_DELIVERY_PREFIX = 'helpa:webhook-delivery:';

export function deliveryKey(kind: 'idempotency' | 'signature', value: string): string {
  return `${kind}:${createHash('sha256').update(value).digest('hex')}`;
}

/** Keyed on Sanity's idempotency key (the same on its retries) and the signature (which a replay cannot change). */
export function deliveryLog(store: KeyValueStore, keepMs = DELIVERY_KEEP_MS) {
  return {
    claim: (keys: string[]) => store.claim(keys, '1', keepMs),
    /** The delivery was not applied, and Sanity's retry of it must be. */
    release: (keys: string[]) => store.delete(keys),
  };
}

export type DeliveryLog = ReturnType<typeof deliveryLog>;

export function webhookDeliveries(): DeliveryLog {
  return deliveryLog(keyValueStore('webhook deliveries', { prefix: REDIS_DELIVERY_PREFIX, capacity: 10_000 }));
}
