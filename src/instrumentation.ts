/** Runs once when a server starts: tells the operator about settings that would make the site lie. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startupWarnings } = await import('@/lib/config/startup-warnings');
  for (const warning of startupWarnings()) console.warn(`[helpa] ${warning}`);
}
