export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Without an endpoint the SDK is never loaded, and the site's spans are no-ops.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('@/lib/observability/tracing');
    startTracing();
  }
  // Emails that were waiting when the server last stopped.
  const { startSupportNotifications } = await import('@/features/contact/notify/support-notifications');
  startSupportNotifications();
  const { startReceiptEmails } = await import('@/features/paybills/receipt-email/receipt-notifications');
  startReceiptEmails();
  if (process.env.NODE_ENV !== 'production') return;
  const { startupWarnings } = await import('@/lib/config/startup-warnings');
  const { log } = await import('@/lib/observability/log');
  for (const warning of startupWarnings()) log.warn({ event: 'config' }, `[helpa] ${warning}`);
}
