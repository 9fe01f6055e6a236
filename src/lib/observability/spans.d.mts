import type { Attributes, Span } from '@opentelemetry/api';

/** The attribute every span of a request carries: the request's id (X-Request-Id). */
export declare const REQUEST_ID_ATTRIBUTE: 'helpa.request_id';
/** Runs `work` inside a span named `name` with `attributes`, ended when it settles; a throw marks it failed. */
export declare function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T>;
