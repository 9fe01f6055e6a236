import 'server-only';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { registerOTel } from '@vercel/otel';
import { currentRequestId } from './request-context';

/** Every span started while a request is handled carries its id: the one nginx logged. */
const requestIdOnEverySpan: SpanProcessor = {
  onStart(span: Span) {
    const requestId = currentRequestId();
    if (requestId) span.setAttribute('helpa.request_id', requestId);
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

export function startTracing(): void {
  registerOTel({ serviceName: 'helpa-site', spanProcessors: ['auto', requestIdOnEverySpan] });
}
