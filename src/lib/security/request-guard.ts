const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PAGE_METHODS = ['GET', 'HEAD'];

/** Why a request is refused before it reaches Next, as a 4xx JSON error. */
export type Refusal = { status: 400 | 405; code: string; message: string; allow?: string };

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
 * percent-encoding, a form posted to a page): refused with a 4xx JSON error instead.
 */
export function malformedRequestRefusal(method: string, pathname: string, isServerAction: boolean): Refusal | null {
  if (!KNOWN_METHODS.includes(method)) return { status: 405, code: 'method_not_allowed', message: `${method} is not supported.`, allow: KNOWN_METHODS.join(', ') };
  if (!hasValidEncoding(pathname)) return { status: 400, code: 'invalid_path', message: 'The address is not correctly encoded.' };
  // Pages are only read. The exception is Next's own server-action posts (draft mode's refresh), which Next checks.
  if (!pathname.startsWith('/api/') && !PAGE_METHODS.includes(method) && !(method === 'POST' && isServerAction)) {
    return { status: 405, code: 'method_not_allowed', message: 'Pages can only be read (GET or HEAD).', allow: PAGE_METHODS.join(', ') };
  }
  return null;
}
