import { XSRF_COOKIE, XSRF_HEADER } from './contract';

/**
 * The one client for the bills API. The base URL is NEXT_PUBLIC_BILLS_API_URL or the built-in
 * sandbox; the XSRF cookie is echoed in the header on every request.
 */
export const BILLS_API_BASE = (process.env.NEXT_PUBLIC_BILLS_API_URL || '/api/sandbox/').replace(/\/?$/, '/');

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

export class BillsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'BillsApiError';
  }
}

function xsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(XSRF_COOKIE.length + 1)) : undefined;
}

function serverError(body: unknown): { message?: string; code?: string } {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body;
    if (error && typeof error === 'object') {
      const { message, code } = error as { message?: unknown; code?: unknown };
      return { message: typeof message === 'string' ? message : undefined, code: typeof code === 'string' ? code : undefined };
    }
  }
  return {};
}

/** Calls `path` (relative to the base, e.g. `UtilitiesBills/VerifyMerchant`) and returns its `payload`. */
export async function billsRequest<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = xsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BILLS_API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'include',
    signal: init.signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, code } = serverError(body);
    throw new BillsApiError(message ?? `The bills service answered ${response.status}.`, response.status, code ?? 'http_error');
  }
  return (body as { payload: T }).payload;
}

/** What the user is shown for a failure: the server's message, else the client's, else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
