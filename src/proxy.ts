import { NextResponse, type NextRequest } from 'next/server';
import { NONCE_PAGES, pageContentSecurityPolicy, RESOURCE_CONTENT_SECURITY_POLICY } from '@/lib/security/content-security-policy';
import { refuseMalformedRequest } from '@/lib/security/request-guard';
import { BILLS_RELAY_PATH } from '@/lib/bills-api/contract';
import { BILLS_SANDBOX_PATH, billsApiUpstream } from '@/lib/bills-relay/upstream';
import { sanityProjectId, usesContentLake } from '@/lib/sanity/env';

const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;
const studioOrigin = new URL(process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333').origin;

function isPage(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/_next/');
}

/**
 * Every request passes here first: malformed ones are refused with a 4xx JSON error, pages get their
 * Content-Security-Policy (a per-request nonce on the pages that take personal data), bills calls go
 * to the sandbox when no bills API is configured, and `/?q=…`
 * (the hero search without JavaScript) is answered by /search while the address bar keeps `/?q=…`.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const refused = refuseMalformedRequest(request.method, pathname, request.headers);
  if (refused) return refused;

  if (!isPage(pathname)) {
    // No bills API configured when this request came: the sandbox answers the browser's bills calls.
    const toSandbox = pathname.startsWith(BILLS_RELAY_PATH) && !billsApiUpstream();
    const response = toSandbox ? NextResponse.rewrite(new URL(`${BILLS_SANDBOX_PATH}${pathname.slice(BILLS_RELAY_PATH.length)}${request.nextUrl.search}`, request.url)) : NextResponse.next();
    response.headers.set('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
    return response;
  }

  const draft = usesContentLake && DRAFT_MODE_COOKIE.test(request.headers.get('cookie') ?? '') ? { studioOrigin, projectId: sanityProjectId } : null;
  const nonce = NONCE_PAGES.includes(pathname) ? Buffer.from(crypto.randomUUID()).toString('base64') : undefined;
  const policy = pageContentSecurityPolicy({ nonce, draft, projectId: sanityProjectId, dev: process.env.NODE_ENV === 'development' });
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set('content-security-policy', policy);

  const heroSearch = pathname === '/' && searchParams.has('q');
  const response = heroSearch
    ? NextResponse.rewrite(new URL(`/search${request.nextUrl.search}`, request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
