// No label holds anything a visitor sent: routes are classes, outcomes and names come from fixed lists.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { lifecycle } from '../health/lifecycle.ts';
import { processGlobal } from '../process-global.ts';

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'helpa_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'helpa_http_requests_total',
      help: 'Answers by route class, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'helpa_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer ending, by route class and status class (2xx, 4xx, 5xx).',
      labelNames: ['route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    billsCalls: new Counter({
      name: 'helpa_bills_api_calls_total',
      help: 'Calls to the bills API by call and outcome.',
      labelNames: ['call', 'outcome'],
      registers,
    }),
    billsCallSeconds: new Histogram({
      name: 'helpa_bills_api_call_duration_seconds',
      help: 'Time the bills API took to answer, by call.',
      labelNames: ['call'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 9],
      registers,
    }),
    payments: new Counter({
      name: 'helpa_payments_total',
      help: 'Pay calls answered, by service and outcome (delivered, pending, failed, refused: the 409 of a request id paid with another body or a changed price).',
      labelNames: ['service', 'outcome'],
      registers,
    }),
    breakerOpen: new Gauge({
      name: 'helpa_redis_breaker_open',
      help: '1 while Redis is skipped (its circuit breaker is open), else 0.',
      registers,
    }),
    rateLimited: new Counter({
      name: 'helpa_rate_limit_refusals_total',
      help: 'Requests refused with 429, by limiter.',
      labelNames: ['limiter'],
      registers,
    }),
    contactMessages: new Counter({
      name: 'helpa_contact_messages_total',
      help: 'Contact messages by what happened: stored (support is emailed through the contact outbox: helpa_outbox_emails_sent_total).',
      labelNames: ['outcome'],
      registers,
    }),
    webhooks: new Counter({
      name: 'helpa_webhook_deliveries_total',
      help: "Sanity's publish webhook deliveries, by outcome (accepted, or the refusal's code).",
      labelNames: ['outcome'],
      registers,
    }),
    outboxWaiting: new Gauge({
      name: 'helpa_outbox_emails_waiting',
      help: 'Emails waiting in an outbox (contact-outbox, receipt-outbox), as this instance last looked.',
      labelNames: ['outbox'],
      registers,
    }),
    outboxSent: new Counter({
      name: 'helpa_outbox_emails_sent_total',
      help: 'Emails this instance sent from an outbox (contact-outbox: support told of a contact message; receipt-outbox: a receipt).',
      labelNames: ['outbox'],
      registers,
    }),
    outboxSendFailures: new Counter({
      name: 'helpa_outbox_send_failures_total',
      help: 'Sends from an outbox that failed (the SMTP server refused or did not answer); each is tried again later.',
      labelNames: ['outbox'],
      registers,
    }),
    outboxOldestSeconds: new Gauge({
      name: 'helpa_outbox_oldest_seconds',
      help: 'How long the oldest email still waiting in an outbox has waited, to a poll (30 s) of precision.',
      labelNames: ['outbox'],
      registers,
    }),
    ready: new Gauge({
      name: 'helpa_ready',
      help: '1 while this instance takes traffic (/api/health/ready), 0 while starting or draining.',
      registers,
      collect() {
        const { prepared, drainingSince } = lifecycle();
        this.set(prepared && drainingSince === null ? 1 : 0);
      },
    }),
    revalidations: new Counter({
      name: 'helpa_cache_revalidations_total',
      help: 'Cache tags expired by a publish.',
      registers,
    }),
  };
}

export function metrics() {
  return processGlobal('helpa.metrics', createMetrics);
}

export function countAnswer(route: string, method: string, status: number, seconds: number): void {
  const { requests, requestSeconds } = metrics();
  // Methods a visitor makes up are one label, not a series each.
  const knownMethod = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(method) ? method : 'OTHER';
  requests.inc({ route, method: knownMethod, status: String(status) });
  requestSeconds.observe({ route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
}
