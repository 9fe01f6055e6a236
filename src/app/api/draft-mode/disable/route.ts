import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { otherMethods } from '@/lib/http/methods';
import { redirectToPath } from '@/lib/http/redirect';
import { DRAFT_PREVIEW_COOKIE, draftPreviewCookieOptions } from '@/lib/security/draft-preview-cookie';

/** Leaves draft mode and returns to the published page the editor was on (`redirect`, a path on this site only). */
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete({ name: DRAFT_PREVIEW_COOKIE, ...draftPreviewCookieOptions(request.headers) });
  return redirectToPath(request.nextUrl.searchParams.get('redirect') ?? '/', 307);
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
