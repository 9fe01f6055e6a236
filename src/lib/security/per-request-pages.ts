// next.config.js reads it at build, src/proxy.ts per request.

/** The search page, also reached as `/?q=` (a rewrite in next.config.js): it answers each query, so it cannot be stored. */
export const PER_REQUEST_PAGES: readonly string[] = Object.freeze(['/search']);

/**
 * Whether a request is for a page rendered per request, which gets its policy with a nonce from
 * src/proxy.ts: every other page is stored, with its policy, in the ISR cache.
 */
export function isPerRequestPage(pathname: string, searchParams: URLSearchParams): boolean {
  return PER_REQUEST_PAGES.includes(pathname) || (pathname === '/' && searchParams.has('q'));
}
