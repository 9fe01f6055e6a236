/** Runs once when a server starts, before it answers requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Emails that were waiting to be sent when the server last stopped: contact messages to support, receipts to payers.
  const { startSupportNotifications } = await import('@/features/contact/notify/support-notifications');
  startSupportNotifications();
  const { startReceiptEmails } = await import('@/features/paybills/receipt-email/receipt-notifications');
  startReceiptEmails();
  if (process.env.NODE_ENV !== 'production') return;
  // Settings that would make the site lie to its visitors.
  const { startupWarnings } = await import('@/lib/config/startup-warnings');
  const { log } = await import('@/lib/observability/log.mjs');
  for (const warning of startupWarnings()) log.warn({ event: 'config' }, `[helpa] ${warning}`);
}
