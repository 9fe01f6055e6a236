// @ts-check
// Where this process is in its life, shared by server.mjs (which Node loads as is) and the health routes (bundled by
// Next): plain JavaScript on globalThis, so both see one state.
const LIFECYCLE = Symbol.for('helpa.lifecycle');

/** @typedef {{ prepared: boolean, drainingSince: number | null }} Lifecycle */

/** @returns {Lifecycle} */
export function lifecycle() {
  const store = /** @type {Record<symbol, Lifecycle | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[LIFECYCLE] ??= { prepared: false, drainingSince: null });
}

/** Next has loaded the build: requests can be answered. */
export function markPrepared() {
  lifecycle().prepared = true;
}

/** Stopping (SIGTERM): readiness turns false at once, while the server still answers what the balancer sends meanwhile. */
export function startDraining() {
  lifecycle().drainingSince ??= Date.now();
}

/**
 * How long to keep serving after SIGTERM with readiness false, so a balancer polling it stops sending first.
 * @param {string | undefined} setting SHUTDOWN_DRAIN_SECONDS
 */
export function drainMilliseconds(setting) {
  const seconds = Number(setting ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) * 1000 : 0;
}
