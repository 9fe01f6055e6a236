import { NextResponse, type NextRequest } from 'next/server';
import { newsPageCount, pageNumberOf } from '@/features/news/pagination';
import { LIVE_ADDRESSES_MISS_FRESH_MS, liveAddresses, type LiveAddresses } from '@/lib/content/live-addresses';
import { pageContentSecurityPolicy, RESOURCE_CONTENT_SECURITY_POLICY } from '@/lib/security/content-security-policy';
import { DRAFT_PREVIEW_COOKIE } from '@/lib/security/draft-preview-cookie';
import { isPerRequestPage } from '@/lib/security/per-request-pages';
import { sanityProjectId, usesContentLake } from '@/lib/sanity/env';

const studioOrigin = new URL(process.env.NEXT_PUBLIC_SANITY_STUDIO_URL || 'http://localhost:3333').origin;

// A proxy halves what `next start` serves, so it runs only where a request needs deciding. For the API, Next reads a
// whole body for a proxy, so a route answering early never cuts off a client still sending.
export const config = {
  matcher: [
    '/api/:path*',
    // PER_REQUEST_PAGES: Next reads a matcher without running the file, so it names them itself (tests/unit/proxy.test.ts holds it to the list).
    '/search',
    { source: '/', has: [{ type: 'query', key: 'q' }] },
    // DRAFT_PREVIEW_COOKIE
    { source: '/:path*', has: [{ type: 'cookie', key: 'helpa-draft-preview' }] },
    // Content addresses: one segment but the site's own routes (tests/unit/proxy.test.ts holds them to src/app), a post, a later page of the news.
    '/((?!(?:about|api|comingsoon|contactus|icon\\.svg|news|paybills|policy|pricing|robots\\.txt|search|search-index\\.json|sitemap\\.xml|termsconditions)$)[^/]+)',
    '/news/((?!feed\\.xml$)[^/]+)',
    '/news/page/:number',
  ],
};

/** The site's own routes of one segment, which the matcher's first content address leaves out. */
const OWN_ONE_SEGMENT_ROUTES = new Set([
  'about',
  'api',
  'comingsoon',
  'contactus',
  'icon.svg',
  'news',
  'paybills',
  'policy',
  'pricing',
  'robots.txt',
  'search',
  'search-index.json',
  'sitemap.xml',
  'termsconditions',
]);

/** Undefined when `pathname` is not a content address (the matcher's last three). */
export function contentAddressIsLive(pathname: string, live: LiveAddresses): boolean | undefined {
  const [first = '', second, third, ...rest] = pathname.split('/').slice(1);
  if (second === undefined)
    return first === '' || OWN_ONE_SEGMENT_ROUTES.has(first)
      ? undefined
      : live.pages.has(first) || live.redirects.has(pathname);
  if (first !== 'news' || rest.length > 0) return undefined;
  if (third === undefined)
    return second === 'feed.xml' ? undefined : live.posts.has(second) || live.redirects.has(pathname);
  return second === 'page' ? pageNumberOf(third, newsPageCount(live.postCount)) !== null : undefined;
}

/** A page's own notFound() renders its boundary only in the payload (blank without JavaScript); an unmatched address is rendered whole. */
const UNMATCHED_ADDRESS = '/not-found/address';

async function unknownContentAddress(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  let live = await liveAddresses();
  // A miss only on a recent reading: a page published a moment ago answers at once.
  if (live && contentAddressIsLive(pathname, live) === false) live = await liveAddresses(LIVE_ADDRESSES_MISS_FRESH_MS);
  if (!live || contentAddressIsLive(pathname, live) !== false) return null;
  const unmatched = request.nextUrl.clone();
  unmatched.pathname = UNMATCHED_ADDRESS;
  return NextResponse.rewrite(unmatched);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', RESOURCE_CONTENT_SECURITY_POLICY);
    return response;
  }

  const draft =
    usesContentLake && request.cookies.has(DRAFT_PREVIEW_COOKIE) ? { studioOrigin, projectId: sanityProjectId } : null;
  const nonce = isPerRequestPage(pathname, request.nextUrl.searchParams)
    ? Buffer.from(crypto.randomUUID()).toString('base64')
    : undefined;
  // A stored page (the cookie without a preview to show) answers with the policy stored with it; a draft may be a page not yet published.
  if (!nonce && !draft) return (await unknownContentAddress(request)) ?? NextResponse.next();
  const policy = pageContentSecurityPolicy({
    nonce,
    draft,
    projectId: sanityProjectId,
    dev: process.env.NODE_ENV === 'development',
  });
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  if (nonce) requestHeaders.set('content-security-policy', policy);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
