import { readCookie, serializeCookie } from '@/lib/http/cookies';
import { clientAddress, isSecureRequest, requestOrigin } from '@/lib/http/forwarded';
import { jsonError } from '@/lib/http/json-error';
import { createRateLimiter } from '@/lib/rate-limit';
import { tooManyRequests } from '@/lib/rate-limit/too-many-requests';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/bills/paths';
import { sandboxSecret } from './secret';
import {
  BROWSER_ID_COOKIE,
  checkXsrf,
  createBrowserId,
  createXsrfToken,
  isBrowserId,
  isValidXsrfToken,
  XSRF_LIFETIME_SECONDS,
} from './xsrf';

/** This browser's id and XSRF token cookies, kept when they are valid, else new ones; none while the shared secret cannot be read (the next GET hands them out). */
async function xsrfCookies(request: Request): Promise<string[]> {
  const secret = await sandboxSecret().catch(() => null);
  if (!secret) return [];
  const known = readCookie(request, BROWSER_ID_COOKIE);
  const token = readCookie(request, XSRF_COOKIE);
  if (isBrowserId(known) && token && isValidXsrfToken(token, known, secret)) return [];
  const browserId = isBrowserId(known) ? known : createBrowserId();
  const options = { maxAgeSeconds: XSRF_LIFETIME_SECONDS, secure: isSecureRequest(request) };
  return [
    serializeCookie(BROWSER_ID_COOKIE, browserId, { ...options, httpOnly: true }),
    serializeCookie(XSRF_COOKIE, createXsrfToken(browserId, secret), options),
  ];
}

/** A success answer. Every GET hands out the XSRF cookies when the caller has no valid pair yet, so any page that loaded data can POST afterwards. */
export async function payloadResponse(request: Request, payload: unknown): Promise<Response> {
  const response = Response.json({ payload }, { headers: { 'Cache-Control': 'no-store' } });
  if (request.method === 'GET')
    for (const cookie of await xsrfCookies(request)) response.headers.append('Set-Cookie', cookie);
  return response;
}

// Counted in Redis when REDIS_URL is set (shared by every instance), else in this process's memory.
const postLimiter = createRateLimiter({
  name: 'sandbox-post',
  limit: Number(process.env.SANDBOX_RATE_LIMIT) || 30,
  windowMs: 60_000,
});

/** The sandbox's POST rule: at most SANDBOX_RATE_LIMIT posts a minute per visitor (429 with Retry-After), then the signed, browser-bound double-submit check from this origin (403; 503 while the shared secret cannot be read). */
export async function refuseSandboxPost(request: Request): Promise<Response | null> {
  const limit = await postLimiter.consume(clientAddress(request));
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds);
  const secret = await sandboxSecret().catch(() => null);
  if (!secret)
    return jsonError(
      503,
      'xsrf_unavailable',
      'The sandbox cannot check this request just now. Nothing was charged; try again in a moment.',
      { headers: { 'Retry-After': '5' } },
    );
  const result = checkXsrf(
    {
      cookie: readCookie(request, XSRF_COOKIE),
      header: request.headers.get(XSRF_HEADER),
      browserId: readCookie(request, BROWSER_ID_COOKIE),
      origin: request.headers.get('origin'),
      siteOrigin: requestOrigin(request),
    },
    secret,
  );
  return result.ok ? null : jsonError(403, 'xsrf', result.message);
}
