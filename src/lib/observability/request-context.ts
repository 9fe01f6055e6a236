// server.mjs runs each request inside this context, and the code Next bundles reads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processGlobal } from '../process-global.ts';

type RequestContext = { requestId: string };

export function requestContext(): AsyncLocalStorage<RequestContext> {
  return processGlobal('helpa.request-context', () => new AsyncLocalStorage<RequestContext>());
}

export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.requestId;
}

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** X-Request-Id, believed only from a trusted proxy (a visitor cannot pick the id a support reference carries), else a new one in nginx's shape. */
export function requestIdFor(sent: string | string[] | undefined, fromTrustedProxy: boolean): string {
  if (fromTrustedProxy && typeof sent === 'string' && ACCEPTED_ID.test(sent)) return sent;
  return randomUUID().replaceAll('-', '');
}
