import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import * as v from 'valibot';
import { contentSourceAnswers } from '@/lib/content/fetch-content';
import { usesContentLake } from '@/lib/sanity/env';
import { deliveryKey, webhookDeliveries } from '@/lib/sanity/webhook-deliveries';
import { readBodyText } from '@/lib/http/body';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/** A signed body older than this (or this far in the future) is a replay, not a publish. */
const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;
/** The Content Lake is eventually consistent: wait this long after a publish before regenerating. */
const CONTENT_LAKE_SETTLE_MS = 3000;
/** Longer than a page's regeneration takes (its content queries time out well within it). */
const REGENERATION_GRACE_MS = 10_000;

// Sanity type names (`homePage`, `sanity.imageAsset`): anything else is not a tag we made.
const webhookBody = v.object({
  _type: v.pipe(v.string(), v.regex(/^[A-Za-z_][\w.-]{0,99}$/)),
  _id: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

const badSignature = (message: string) => jsonError(401, 'invalid_signature', message);

const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Sanity's publish webhook: expires the document type's cache tag; a delivery whose key or signature was seen before gets 409 on every instance sharing REDIS_URL. */
async function applyWebhook(request: Request): Promise<Response> {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret) {
    log.error(
      { event: 'webhook', outcome: 'not_configured' },
      '[revalidate] SANITY_REVALIDATE_SECRET is not set: webhook refused. Set it to the secret of the Sanity webhook.',
    );
    return jsonError(503, 'not_configured', 'The revalidation webhook is not configured on this server.');
  }
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return badSignature('The webhook signature is missing.');
  let signedAt: number;
  try {
    signedAt = decodeSignatureHeader(signature).timestamp;
  } catch {
    return badSignature('The webhook signature is malformed.');
  }
  if (!(Math.abs(Date.now() - signedAt) <= MAX_SIGNATURE_AGE_MS))
    return badSignature('The webhook signature is more than 5 minutes old.');

  const text = await readBodyText(request);
  if ('error' in text) return text.error;
  if (!(await isValidSignature(text.data, signature, secret).catch(() => false)))
    return badSignature('The webhook signature does not match.');

  let json: unknown;
  try {
    json = JSON.parse(text.data);
  } catch {
    return jsonError(400, 'invalid_json', 'The webhook body is not valid JSON.');
  }
  const body = v.safeParse(webhookBody, json);
  if (!body.success) {
    return jsonError(
      400,
      'invalid_body',
      'The webhook body must be an object with a document type name in _type (projection: {_type, _id}).',
    );
  }
  // The signature covers the body and its time, not the headers: a replay may bring a new key, never a new signature.
  const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
  const keys = [
    deliveryKey('signature', signature),
    ...(idempotencyKey ? [deliveryKey('idempotency', idempotencyKey)] : []),
  ];
  const deliveries = webhookDeliveries();
  if (!(await deliveries.claim(keys))) {
    return jsonError(
      409,
      'already_applied',
      'This webhook delivery has already been applied (its idempotency key or signature was seen before).',
    );
  }
  if (usesContentLake) await new Promise((settle) => setTimeout(settle, CONTENT_LAKE_SETTLE_MS));
  // Expired pages are rebuilt on their next request: with the source down they would fail, so they are kept (and Sanity retries the webhook, which is then applied) until it answers again.
  if (!(await contentSourceAnswers())) {
    await deliveries.release(keys);
    log.error(
      { event: 'webhook', outcome: 'content_unavailable', type: body.output._type },
      `[revalidate] the content source does not answer: kept the pages of "${body.output._type}" as they are.`,
    );
    return jsonError(
      503,
      'content_unavailable',
      'The content source does not answer; pages keep their current content. Try again later.',
      { headers: { 'Retry-After': '30' } },
    );
  }
  const tag = body.output._type;
  revalidateTag(tag, { expire: 0 });
  metrics().revalidations.inc();
  // A regeneration begun before this publish would store the old page as fresh: besides cache-handler.mjs's guard, expire again after it.
  after(async () => {
    await new Promise((ended) => setTimeout(ended, REGENERATION_GRACE_MS));
    revalidateTag(tag, { expire: 0 });
  });
  return Response.json({ payload: { revalidated: [tag] } });
}

export async function POST(request: Request): Promise<Response> {
  const answer = await applyWebhook(request);
  const outcome = answer.ok ? 'accepted' : `refused_${answer.status}`;
  metrics().webhooks.inc({ outcome });
  log.info({ event: 'webhook', outcome }, `[revalidate] webhook ${outcome}`);
  return answer;
}

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
