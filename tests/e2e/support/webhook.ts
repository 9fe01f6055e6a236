import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/** Sanity's publish webhook, signed with `secret` as Sanity signs it, sent to the server at `baseUrl`. */
export async function sendPublishWebhook(baseUrl: string, body: object, secret: string): Promise<Response> {
  const text = JSON.stringify(body);
  return fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(text, Date.now(), secret) },
  });
}
