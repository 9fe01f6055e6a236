import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type Metrics = {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  requestSeconds: Histogram<'route' | 'status_class'>;
  billsCalls: Counter<'call' | 'outcome'>;
  billsCallSeconds: Histogram<'call'>;
  payments: Counter<'service' | 'outcome'>;
  breakerOpen: Gauge;
  rateLimited: Counter<'limiter'>;
  contactMessages: Counter<'outcome'>;
  webhooks: Counter<'outcome'>;
  outboxWaiting: Gauge<'outbox'>;
  outboxSent: Counter<'outbox'>;
  outboxSendFailures: Counter<'outbox'>;
  outboxOldestSeconds: Gauge<'outbox'>;
  ready: Gauge;
  revalidations: Counter;
};
/** The process's one set of metrics (shared on globalThis). */
export declare function metrics(): Metrics;
/** Counts an answer that has ended, under its route class. */
export declare function countAnswer(route: string, method: string, status: number, seconds: number): void;
