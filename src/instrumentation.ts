/** Runs once when a server starts, before it answers requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Contact messages that were waiting to be emailed to support when the server last stopped.
  const { startSupportNotifications } = await import('@/features/contact/notify/support-notifications');
  startSupportNotifications();
  if (process.env.NODE_ENV !== 'production') return;
  // Settings that would make the site lie to its visitors.
  const { startupWarnings } = await import('@/lib/config/startup-warnings');
  for (const warning of startupWarnings()) console.warn(`[helpa] ${warning}`);
}
