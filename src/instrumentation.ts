/** Runs once when a server starts, before it answers requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Traces only where they are exported: without an endpoint the SDK is never loaded, and the site's spans are no-ops.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('@/lib/observability/tracing');
    startTracing();
  }
  // Emails that were waiting to be sent when the server last stopped: contact messages to support, receipts to payers.
  const { startSupportNotifications } = await import('@/features/contact/notify/support-notifications');
  startSupportNotifications();
  const { startReceiptEmails } = await import('@/features/paybills/receipt-email/receipt-notifications');
  startReceiptEmails();
  if (process.env.NODE_ENV !== 'production') return;
  // Settings that would make the site lie to its visitors.
  const { startupWarnings } = await import('@/lib/config/startup-warnings');
  const { log } = await import('@/lib/observability/log');
  for (const warning of startupWarnings()) log.warn({ event: 'config' }, `[helpa] ${warning}`);
}
