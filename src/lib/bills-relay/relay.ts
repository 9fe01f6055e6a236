import 'server-only';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/bills-api/contract';
import { readBodyText } from '@/lib/http/body';
import { readCookie } from '@/lib/http/cookies';
import { jsonError } from '@/lib/http/json-error';
import { isCrossSite } from '@/lib/http/origin';

/** Cut a bills API that hangs before the browser's own 10 s limit, so the visitor gets this site's answer. */
export const UPSTREAM_TIMEOUT_MS = 9_000;

const PATH_SEGMENT = /^[\w-]{1,64}$/;
const UNREACHABLE = 'We could not reach the bills service. Please try again in a few minutes.';
const TIMED_OUT = 'The bills service is taking too long to answer. Please try again.';

/** The upstream's XSRF cookie for this site: its name and value only (no Domain; this site's path). */
function relayedSetCookies(upstream: Response): string[] {
  return upstream.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))
    .map((cookie) => {
      const attributes = cookie.split(';').slice(1).map((part) => part.trim()).filter((part) => /^(max-age|expires|secure|samesite)=?/i.test(part));
      return [cookie.split(';')[0], 'Path=/', ...attributes].join('; ');
    });
}

/**
 * Forwards one bills call from the browser to the configured bills API: the path and query, the JSON
 * body (size-limited), and the XSRF cookie and header; back come the status, the JSON and the XSRF
 * cookie. A hang or an outage becomes a 504 or 502 JSON error in words a visitor understands.
 */
export async function relayToBillsApi(request: Request, upstream: URL, segments: string[], timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  if (segments.length === 0 || segments.length > 4 || !segments.every((segment) => PATH_SEGMENT.test(segment))) {
    return jsonError(404, 'not_found', 'There is no such bills API call.');
  }
  if (request.method === 'POST' && isCrossSite(request)) return jsonError(403, 'xsrf', 'The request came from another site.');

  const target = new URL(segments.join('/'), upstream);
  target.search = new URL(request.url).search;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = request.headers.get(XSRF_HEADER);
  if (token) headers[XSRF_HEADER] = token;
  const cookie = readCookie(request, XSRF_COOKIE);
  if (cookie) headers.Cookie = `${XSRF_COOKIE}=${encodeURIComponent(cookie)}`;
  let body: string | undefined;
  if (request.method === 'POST') {
    const text = await readBodyText(request);
    if ('error' in text) return text.error;
    body = text.data;
    headers['Content-Type'] = request.headers.get('content-type') ?? 'application/json';
  }

  let answer: Response;
  try {
    answer = await fetch(target, { method: request.method, headers, body, redirect: 'manual', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    console.error(`[bills] ${target.origin} ${timedOut ? 'did not answer in time' : 'is unreachable'}:`, error instanceof Error ? error.message : error);
    return timedOut ? jsonError(504, 'timeout', TIMED_OUT) : jsonError(502, 'unreachable', UNREACHABLE);
  }
  const text = await answer.text().catch(() => '');
  const isJson = (answer.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return jsonError(502, 'bad_gateway', UNREACHABLE);
  const relayed = new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
  for (const setCookie of relayedSetCookies(answer)) relayed.headers.append('Set-Cookie', setCookie);
  return relayed;
}
