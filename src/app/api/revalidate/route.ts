import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { z } from 'zod';
import { usesContentLake } from '@/lib/sanity/env';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';

const webhookBody = z.object({ _type: z.string().min(1).max(100), _id: z.string().max(200).optional() });

/**
 * Sanity's "publish" webhook (projection `{_type, _id}`): expires the cache tag of the document's type,
 * so every page built from that type is regenerated on its next request.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const secret = process.env.SANITY_REVALIDATE_SECRET;
  if (!secret) {
    console.error('[revalidate] SANITY_REVALIDATE_SECRET is not set: webhook refused. Set it to the secret of the Sanity webhook.');
    return jsonError(500, 'not_configured', 'The revalidation webhook is not configured on this server.');
  }
  let parsed: Awaited<ReturnType<typeof parseBody>>;
  try {
    // The Content Lake is eventually consistent: parseBody waits briefly before we revalidate.
    parsed = await parseBody(request, secret, usesContentLake);
  } catch {
    return jsonError(400, 'invalid_json', 'The webhook body is not valid JSON.');
  }
  if (parsed.isValidSignature !== true) {
    return jsonError(401, 'invalid_signature', 'The webhook signature is missing or does not match.');
  }
  const body = webhookBody.safeParse(parsed.body);
  if (!body.success) {
    return jsonError(400, 'invalid_body', 'The webhook body must be an object with a string _type (projection: {_type, _id}).');
  }
  revalidateTag(body.data._type, { expire: 0 });
  return Response.json({ payload: { revalidated: [body.data._type] } });
}

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
