import { jsonError } from '@/lib/http/json-error';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = ['GET', 'HEAD'];

function hasValidEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * What Next itself would answer with a 500 (an unknown method such as TRACE, a path with a broken
 * percent-encoding, a form posted to a page): refused here with a 4xx JSON error instead.
 */
export function refuseMalformedRequest(method: string, pathname: string, headers: Headers): Response | null {
  if (!KNOWN_METHODS.has(method)) return jsonError(405, 'method_not_allowed', `${method} is not supported.`, { headers: { Allow: [...KNOWN_METHODS].join(', ') } });
  if (!hasValidEncoding(pathname)) return jsonError(400, 'invalid_path', 'The address is not correctly encoded.');
  // Pages are only read. The exception is Next's own server-action posts (draft mode's refresh), which Next checks.
  if (!pathname.startsWith('/api/') && !PAGE_METHODS.includes(method) && !(method === 'POST' && headers.has('next-action'))) {
    return jsonError(405, 'method_not_allowed', 'Pages can only be read (GET or HEAD).', { headers: { Allow: PAGE_METHODS.join(', ') } });
  }
  return null;
}
