// The request id of the request being handled, for every log line and outgoing call made on its behalf. server.mjs (which
// Node loads as is) runs each request inside this context; the code Next bundles reads it: one AsyncLocalStorage on
// globalThis, so both see the same.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const CONTEXT = Symbol.for('helpa.request-context');

export type RequestContext = { requestId: string };

/** The process's one context of the request being handled. */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  const store = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
  return (store[CONTEXT] ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request this code runs for, if any (a background task has none). */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId;
}

/** What nginx's $request_id looks like (32 hex digits), or any other id of letters, digits and `._:-` a proxy may send. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id the front proxy gave this request (X-Request-Id, believed only from a trusted proxy's address), else a new one
 * in nginx's shape: a visitor cannot pick the id a log line or a support reference carries.
 */
export function requestIdFor(sent: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && typeof sent === 'string' && ACCEPTED_ID.test(sent)) return sent;
  return randomUUID().replaceAll('-', '');
}
