// A request's path reduced to the kind of thing it asks for, for logs and metrics: never the path itself, which can carry
// a reference, a search or a meter number, and would give a metric one series per visitor.

/** The API's own homes (src/app/api/*): any other /api/ address is one class, whatever a visitor sends. */
const API_ROUTES = new Set(['bills', 'contact', 'draft-mode', 'health', 'paybills', 'revalidate', 'sandbox']);

/** The kind of thing a request's URL asks for (`page`, `static`, `api/bills`, …), never the path itself. */
export function routeClass(url: string | undefined): string {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  if (pathname.startsWith('/_next/static/') || pathname.startsWith('/styles/')) return 'static';
  if (pathname.startsWith('/_next/image')) return 'image';
  if (pathname.startsWith('/_next/')) return 'next';
  const api = /^\/api\/([^/]*)/.exec(pathname);
  if (api) return API_ROUTES.has(api[1] ?? '') ? `api/${api[1]}` : 'api/other';
  if (pathname === '/search') return 'search';
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'file';
  return 'page';
}
