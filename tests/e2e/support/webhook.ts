import { randomUUID } from 'node:crypto';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/** One webhook delivery as Sanity makes it: the body signed with the secret, and a key of its own (the same on Sanity's retries). */
export type WebhookDelivery = { body: string; headers: Record<string, string> };

export async function signedDelivery(
  body: object,
  secret: string,
  idempotencyKey: string = randomUUID(),
): Promise<WebhookDelivery> {
  const text = JSON.stringify(body);
  return {
    body: text,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, Date.now(), secret),
      'idempotency-key': idempotencyKey,
    },
  };
}

/** Sends `delivery` (again, if it was sent before) to the server at `baseUrl`. */
export function deliver(baseUrl: string, { body, headers }: WebhookDelivery): Promise<Response> {
  return fetch(`${baseUrl}/api/revalidate`, { method: 'POST', body, headers });
}

/** Sanity's publish webhook, signed with `secret` as Sanity signs it, sent to the server at `baseUrl`. */
export async function sendPublishWebhook(baseUrl: string, body: object, secret: string): Promise<Response> {
  return deliver(baseUrl, await signedDelivery(body, secret));
}
