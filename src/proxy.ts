import { NextResponse, type NextRequest } from 'next/server';
import { pageContentSecurityPolicy, RESOURCE_CONTENT_SECURITY_POLICY } from '@/lib/security/content-security-policy';
import { DRAFT_PREVIEW_COOKIE } from '@/lib/security/draft-preview-cookie';
import { isPerRequestPage } from '@/lib/security/per-request-pages';
import { sanityProjectId, usesContentLake } from '@/lib/sanity/env';

const studioOrigin = new URL(process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333').origin;

/**
 * A proxy runs before the ISR cache and halves what `next start` serves, so it runs only where a request needs deciding: the per-request pages (a CSP nonce), a draft preview, and the API, as Next
 * reads a whole body for a proxy, so a route answering early (a 405, a 413) never cuts off a client still sending.
 * Every other page's policy is stored with it in the ISR cache (cache-handler.mjs).
 */
export const config = {
  matcher: [
    '/api/:path*',
    // PER_REQUEST_PAGES: Next reads a matcher without running the file, so it names them itself (tests/unit/proxy.test.ts holds it to the list).
    '/search',
    { source: '/', has: [{ type: 'query', key: 'q' }] },
    // DRAFT_PREVIEW_COOKIE
    { source: '/:path*', has: [{ type: 'cookie', key: 'helpa-draft-preview' }] },
  ],
};

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
    return response;
  }

  const draft = usesContentLake && request.cookies.has(DRAFT_PREVIEW_COOKIE) ? { studioOrigin, projectId: sanityProjectId } : null;
  const nonce = isPerRequestPage(pathname, request.nextUrl.searchParams) ? Buffer.from(crypto.randomUUID()).toString('base64') : undefined;
  // A stored page (the cookie without a preview to show) answers with the policy stored with it.
  if (!nonce && !draft) return NextResponse.next();
  const policy = pageContentSecurityPolicy({ nonce, draft, projectId: sanityProjectId, dev: process.env.NODE_ENV === 'development' });
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set('content-security-policy', policy);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
