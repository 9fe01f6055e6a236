/** src/app/api/*: any other /api/ address is one class, whatever a visitor sends. */
const API_ROUTES = new Set(['bills', 'contact', 'draft-mode', 'health', 'paybills', 'revalidate', 'sandbox']);

/** Never the path itself, which can carry a meter number and would give a metric one series per visitor. */
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
