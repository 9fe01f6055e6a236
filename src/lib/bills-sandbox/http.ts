import { readCookie } from '@/lib/http/cookies';
import { jsonError } from '@/lib/http/json-error';
import { requestHost } from '@/lib/http/origin';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/bills-api/contract';
import { sandboxSecret } from './secret';
import { checkXsrf, createXsrfToken, isValidXsrfToken } from './xsrf';

/**
 * A success answer. Every GET hands out the XSRF cookie when the caller has no valid one yet, so any
 * page that loaded data can POST afterwards.
 */
export function payloadResponse(request: Request, payload: unknown, status = 200): Response {
  const response = Response.json({ payload }, { status, headers: { 'Cache-Control': 'no-store' } });
  const current = readCookie(request, XSRF_COOKIE);
  if (request.method === 'GET' && !(current && isValidXsrfToken(current, sandboxSecret()))) {
    response.headers.append('Set-Cookie', `${XSRF_COOKIE}=${createXsrfToken(sandboxSecret())}; Path=/; SameSite=Lax`);
  }
  return response;
}

/** 403 unless the request passes the signed double-submit check and comes from this site. */
export function rejectUnlessXsrfValid(request: Request): Response | null {
  const result = checkXsrf(
    {
      cookie: readCookie(request, XSRF_COOKIE),
      header: request.headers.get(XSRF_HEADER),
      origin: request.headers.get('origin'),
      host: requestHost(request),
    },
    sandboxSecret(),
  );
  return result.ok ? null : jsonError(403, 'xsrf', result.message);
}
