import 'server-only';
import { BILLS_FAILURE_MESSAGES } from '@/lib/bills/messages';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/bills/paths';
import { readBodyText } from '@/lib/http/body';
import { readCookie } from '@/lib/http/cookies';
import { clientAddress } from '@/lib/http/forwarded';
import { jsonError } from '@/lib/http/json-error';
import { isCrossSite } from '@/lib/http/origin';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit';
import { tooManyRequests } from '@/lib/rate-limit/too-many-requests';
import { billsCallPath, type BillsCall, type BillsEndpoint } from '../calls';
import { type RelayableAnswer, type UnusableAnswer, vetUpstreamAnswer } from './upstream-answer';
import { log } from '@/lib/observability/log';
import { inSpan } from '@/lib/observability/spans';
import { metrics } from '@/lib/observability/metrics';

/** Before the browser's own limit, so the visitor gets this site's answer; it covers the whole answer, body included. */
export const UPSTREAM_TIMEOUT_MS = 9_000;

const UNREACHABLE = 'We could not reach the bills service. Please try again in a few minutes.';

// Every call costs the bills API, which sees only this server: the limit per visitor is kept here.
const visitorLimiter = createRateLimiter({
  name: 'bills-relay',
  limit: Number(process.env.BILLS_RATE_LIMIT) || 60,
  windowMs: 60_000,
});

export type RelayOptions = {
  timeoutMs?: number;
  limiter?: RateLimiter;
  /** A page's own read: caching left to Next, as `cache: 'no-store'` would make a page regenerated in the background dynamic and fail it. */
  forPage?: boolean;
};

/** The upstream's XSRF cookie for this site: its name and value only (no Domain; this site's path). */
function relayedSetCookies(upstream: Response): string[] {
  return upstream.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))
    .map((cookie) => {
      const [pair, ...attributes] = cookie.split(';');
      const kept = attributes
        .map((part) => part.trim())
        .filter((part) => /^(max-age|expires|secure|samesite)=?/i.test(part));
      return [pair, 'Path=/', ...kept].join('; ');
    });
}

function countBillsCall(call: BillsCall, outcome: string, startedAt: number): void {
  const { billsCalls, billsCallSeconds } = metrics();
  billsCalls.inc({ call: call.name, outcome });
  billsCallSeconds.observe({ call: call.name }, (performance.now() - startedAt) / 1000);
}

/** Sent once more if the connection failed before any answer (a kept-alive connection the bills API closed as it was reused): every call is safe to repeat, a payment being charged once per request id. Not after the deadline. */
async function fetchWithOneRetry(target: URL, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  try {
    return await fetch(target, init);
  } catch (error) {
    if (init.signal.aborted) throw error;
    return fetch(target, init);
  }
}

/** Forwards one bills call to the configured bills API; anything outside the contract becomes a 502 or 504 in a visitor's words, and the upstream's to the log. */
export async function relayToBillsApi(
  request: Request,
  upstream: URL,
  call: BillsCall,
  { timeoutMs = UPSTREAM_TIMEOUT_MS, limiter = visitorLimiter, forPage = false }: RelayOptions = {},
): Promise<Response> {
  if (request.method === 'POST' && isCrossSite(request))
    return jsonError(403, 'xsrf', 'The request came from another site.');
  const limit = await limiter.consume(clientAddress(request));
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds);

  const target = new URL(billsCallPath(call), upstream);
  target.search = new URL(request.url).search;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The request's id (server.mjs), so the bills API's log names the same request as the front proxy's and this instance's.
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers['X-Request-Id'] = requestId;
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

  // A HEAD (Next answers it with the GET handler, without the body) asks the bills API for the GET: its own HEAD would have no body to vet.
  const method = request.method === 'POST' ? 'POST' : 'GET';
  const deadline = AbortSignal.timeout(timeoutMs);
  const startedAt = performance.now();
  let answer: Response;
  let vetted: RelayableAnswer | UnusableAnswer;
  try {
    ({ answer, vetted } = await inSpan(
      'bills.call',
      { 'helpa.bills_call': call.name, 'http.request.method': method },
      async (span) => {
        const answered = await fetchWithOneRetry(target, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: deadline,
          ...(forPage ? {} : { cache: 'no-store' as const }),
        });
        span.setAttribute('http.response.status_code', answered.status);
        return { answer: answered, vetted: await vetUpstreamAnswer(answered, call.name) };
      },
    ));
  } catch (error) {
    const timedOut = deadline.aborted;
    countBillsCall(call, timedOut ? 'timeout' : 'unreachable', startedAt);
    log.error(
      { event: 'bills', call: call.name, outcome: timedOut ? 'timeout' : 'unreachable', err: error },
      `[bills] ${target.origin} ${timedOut ? 'did not answer in time' : 'is unreachable'}`,
    );
    return timedOut
      ? jsonError(504, 'timeout', BILLS_FAILURE_MESSAGES.timeout)
      : jsonError(502, 'unreachable', UNREACHABLE);
  }
  countBillsCall(call, 'problem' in vetted ? vetted.problem : vetted.status < 400 ? 'ok' : 'refused', startedAt);
  if ('problem' in vetted) {
    log.error(
      { event: 'bills', call: call.name, outcome: vetted.problem },
      `[bills] ${target.origin} answered ${target.pathname} with what a visitor must not see (${vetted.problem}): ${vetted.detail}`,
    );
    if (vetted.problem === 'wrong_shape')
      return jsonError(502, 'unexpected_answer', BILLS_FAILURE_MESSAGES.unexpectedAnswer);
    return jsonError(
      502,
      vetted.problem === 'server_error' ? 'upstream_error' : 'bad_gateway',
      BILLS_FAILURE_MESSAGES.serverProblem,
    );
  }
  if (vetted.detail)
    log.warn(
      { event: 'bills', call: call.name, outcome: 'refused', status: vetted.status },
      `[bills] ${target.origin} refused ${target.pathname}: ${vetted.detail}`,
    );
  log.info(
    {
      event: 'bills-call',
      call: call.name,
      status: vetted.status,
      durationMs: Math.round(performance.now() - startedAt),
    },
    `[bills] ${call.name} answered ${vetted.status}`,
  );
  const relayed = Response.json(vetted.body, { status: vetted.status, headers: { 'Cache-Control': 'no-store' } });
  for (const setCookie of relayedSetCookies(answer)) relayed.headers.append('Set-Cookie', setCookie);
  return relayed;
}

export function billsApiEndpoint(upstream: URL, options: RelayOptions = {}): BillsEndpoint {
  return { answer: (call, request) => relayToBillsApi(request, upstream, call, options) };
}
