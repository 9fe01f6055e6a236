import 'server-only';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { registerOTel } from '@vercel/otel';
import { REQUEST_ID_ATTRIBUTE } from './spans';
import { currentRequestId } from './request-context';

/** Names every span started while a request is handled (Next's, the fetches', the site's own) with the request's id: the one nginx logged. */
const requestIdOnEverySpan: SpanProcessor = {
  onStart(span: Span) {
    const requestId = currentRequestId();
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/**
 * Starts OpenTelemetry's SDK (@vercel/otel) for this process: Next's spans for incoming requests, fetch's for outgoing
 * calls, and the site's own (spans.ts), exported with OTLP as OTEL_EXPORTER_OTLP_* say (endpoint, protocol, headers)
 * and OTEL_SERVICE_NAME names. src/instrumentation.ts loads this module only when an endpoint is set.
 */
export function startTracing(): void {
  registerOTel({ serviceName: 'helpa-site', spanProcessors: ['auto', requestIdOnEverySpan] });
}
