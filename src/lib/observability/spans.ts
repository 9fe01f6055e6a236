// The site's own spans (OpenTelemetry's API): a bills API call, a content query, a Redis command. Node loads it as is
// too, so the Redis breaker (also loaded outside Next's bundle) shares it. Until tracing.ts registers the SDK (only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set) the API's tracer is a no-op and a span costs a function call.
import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/** The attribute every span of a request carries: the request's id (X-Request-Id). */
export const REQUEST_ID_ATTRIBUTE = 'helpa.request_id';

const tracer = trace.getTracer('helpa-site');

/** Runs `work` inside a span named `name` with `attributes`, ended when it settles; a throw marks it failed. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}
