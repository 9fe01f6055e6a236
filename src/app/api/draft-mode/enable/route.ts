import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { draftClient } from '@/lib/sanity/draft-client';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';

const enable = draftClient ? defineEnableDraftMode({ client: draftClient }) : null;

/** Called by the Studio's Presentation tool with a secret it stores in the dataset; next-sanity checks it. */
export async function GET(request: Request): Promise<Response> {
  if (!enable) {
    return jsonError(404, 'not_configured', 'Draft mode needs NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_READ_TOKEN on this server.');
  }
  try {
    return await enable.GET(request);
  } catch {
    return jsonError(401, 'invalid_secret', 'The preview secret could not be checked. Open the preview from the Studio again.');
  }
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
