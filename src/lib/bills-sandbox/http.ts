import type { z } from 'zod';
import { sandboxSecret } from './secret';
import { checkXsrf, createXsrfToken, isValidXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './xsrf';

/** Bodies larger than this are refused before parsing. */
export const MAX_BODY_BYTES = 16 * 1024;

export type ApiErrorBody = { error: { message: string; code: string } };

export function errorResponse(status: number, code: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error: { message, code } } satisfies ApiErrorBody, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

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
      host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    },
    sandboxSecret(),
  );
  return result.ok ? null : errorResponse(403, 'xsrf', result.message);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Parses a JSON body against a zod schema; any problem is a 4xx answer naming it, never a 500. */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ data: T } | { error: Response }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return { error: errorResponse(415, 'unsupported_media_type', 'Send the body as application/json.') };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { error: errorResponse(413, 'body_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`) };
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { error: errorResponse(413, 'body_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`) };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: errorResponse(400, 'invalid_json', 'The body is not valid JSON.') };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { error: errorResponse(400, 'invalid_body', parsed.error.issues.map(describeIssue).join('; ')) };
  return { data: parsed.data };
}

/** For the methods a route does not implement. */
export function methodNotAllowed(allowed: string[]): Response {
  return errorResponse(405, 'method_not_allowed', `Use ${allowed.join(' or ')}.`, { Allow: allowed.join(', ') });
}

/** Route handlers for every method a GET-only route does not implement, so they answer 405 JSON. */
export function getOnlyFallbacks() {
  const handler = () => methodNotAllowed(['GET']);
  return { POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
