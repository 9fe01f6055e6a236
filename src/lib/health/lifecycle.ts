// Where this process is in its life, shared by server.mjs (which Node loads as is) and the health routes (bundled by
// Next): on globalThis, so both see one state.
const LIFECYCLE = Symbol.for('helpa.lifecycle');

export type Lifecycle = {
  prepared: boolean;
  drainingSince: number | null;
  stopTasks: Array<() => Promise<void>>;
  stopping: Promise<void> | null;
};

/** This process's state, shared by server.mjs and the routes. */
export function lifecycle(): Lifecycle {
  const store = globalThis as unknown as Record<symbol, Lifecycle | undefined>;
  return (store[LIFECYCLE] ??= { prepared: false, drainingSince: null, stopTasks: [], stopping: null });
}

/** Next has loaded the build and rendered a first page (server.mjs's warm-up): visitors can be sent. */
export function markPrepared(): void {
  lifecycle().prepared = true;
}

/** `task` runs when the process starts stopping (a worker that stops taking work and finishes what it holds); the exit waits for it. */
export function whenStopping(task: () => Promise<void>): void {
  lifecycle().stopTasks.push(task);
}

/**
 * Stopping (SIGTERM): readiness turns false at once, while the server still answers what the balancer sends meanwhile;
 * the tasks registered with whenStopping start, and `stopped()` resolves when they are done.
 */
export function startDraining(): void {
  const state = lifecycle();
  state.drainingSince ??= Date.now();
  state.stopping ??= Promise.allSettled(state.stopTasks.map((task) => task())).then(() => undefined);
}

/** Resolves once every task started by startDraining has ended (at once if none). */
export function stopped(): Promise<void> {
  return lifecycle().stopping ?? Promise.resolve();
}

/**
 * How long to keep serving after SIGTERM with readiness false, so a balancer polling it stops sending first:
 * SHUTDOWN_DRAIN_SECONDS as milliseconds (0 when unset or invalid, at most 300 s).
 */
export function drainMilliseconds(setting: string | undefined): number {
  const seconds = Number(setting ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) * 1000 : 0;
}
