// next.config.js reads it at build, src/proxy.ts per request.

/** Also reached as `/?q=` (a rewrite in next.config.js). */
export const PER_REQUEST_PAGES: readonly string[] = Object.freeze(['/search']);

export function isPerRequestPage(pathname: string, searchParams: URLSearchParams): boolean {
  return PER_REQUEST_PAGES.includes(pathname) || (pathname === '/' && searchParams.has('q'));
}
