// Where this process is in its life, shared by server.mjs (which Node loads as is) and the health routes (bundled by
// Next): on globalThis, so both see one state.
const LIFECYCLE = Symbol.for('helpa.lifecycle');

export type Lifecycle = { prepared: boolean; drainingSince: number | null };

/** This process's state, shared by server.mjs and the routes. */
export function lifecycle(): Lifecycle {
  const store = globalThis as unknown as Record<symbol, Lifecycle | undefined>;
  return (store[LIFECYCLE] ??= { prepared: false, drainingSince: null });
}

/** Next has loaded the build: requests can be answered. */
export function markPrepared(): void {
  lifecycle().prepared = true;
}

/** Stopping (SIGTERM): readiness turns false at once, while the server still answers what the balancer sends meanwhile. */
export function startDraining(): void {
  lifecycle().drainingSince ??= Date.now();
}

/**
 * How long to keep serving after SIGTERM with readiness false, so a balancer polling it stops sending first:
 * SHUTDOWN_DRAIN_SECONDS as milliseconds (0 when unset or invalid, at most 300 s).
 */
export function drainMilliseconds(setting: string | undefined): number {
  const seconds = Number(setting ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) * 1000 : 0;
}
