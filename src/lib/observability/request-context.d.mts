import type { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { requestId: string };
/** The process's one context of the request being handled. */
export declare function requestContext(): AsyncLocalStorage<RequestContext>;
/** The id of the request this code runs for, if any. */
export declare function currentRequestId(): string | undefined;
/** The trusted proxy's X-Request-Id, else a new id in nginx's shape (32 hex digits). */
export declare function requestIdFor(sent: string | string[] | undefined, fromTrustedProxy: boolean): string;
