import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { cookies } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';
import { sameOriginPath } from '@/lib/http/redirect';
import { previewClient } from '@/lib/sanity/preview-client';
import { DRAFT_PREVIEW_COOKIE, draftPreviewCookieOptions } from '@/lib/security/draft-preview-cookie';

const enable = previewClient ? defineEnableDraftMode({ client: previewClient }) : null;
const PREVIEW_PATH_PARAM = 'sanity-preview-pathname';

function withSameOriginPreviewPath(request: Request): Request {
  const url = new URL(request.url);
  const target = url.searchParams.get(PREVIEW_PATH_PARAM);
  if (target === null) return request;
  url.searchParams.set(PREVIEW_PATH_PARAM, sameOriginPath(target));
  return new Request(url, { headers: request.headers });
}

export async function GET(request: Request): Promise<Response> {
  if (!enable) {
    return jsonError(
      404,
      'not_configured',
      'Draft mode needs NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_READ_TOKEN on this server.',
    );
  }
  // Goes out with the redirect that a valid secret ends in (partitioned, as next-sanity's own, when the Studio frames the preview from another site); taken back below otherwise.
  const cookieStore = await cookies();
  const options = draftPreviewCookieOptions(request.headers);
  cookieStore.set(DRAFT_PREVIEW_COOKIE, '1', options);
  try {
    const response = await enable.GET(withSameOriginPreviewPath(request));
    if (!response.ok) cookieStore.delete({ name: DRAFT_PREVIEW_COOKIE, ...options });
    return response;
  } catch (error) {
    // A valid secret ends in next/navigation's redirect, which Next must see.
    unstable_rethrow(error);
    cookieStore.delete({ name: DRAFT_PREVIEW_COOKIE, ...options });
    return jsonError(
      401,
      'invalid_secret',
      'The preview secret could not be checked. Open the preview from the Studio again.',
    );
  }
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
