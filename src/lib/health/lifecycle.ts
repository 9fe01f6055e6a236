import { processGlobal } from '../process-global.ts';

type Lifecycle = {
  prepared: boolean;
  drainingSince: number | null;
  stopTasks: Array<() => Promise<void>>;
  stopping: Promise<void> | null;
};

export function lifecycle(): Lifecycle {
  return processGlobal('helpa.lifecycle', () => ({
    prepared: false,
    drainingSince: null,
    stopTasks: [],
    stopping: null,
  }));
}

export function markPrepared(): void {
  lifecycle().prepared = true;
}

/** The exit waits for `task`, started when the process starts stopping. */
export function whenStopping(task: () => Promise<void>): void {
  lifecycle().stopTasks.push(task);
}

/** SIGTERM: readiness turns false at once, while the server still answers what the balancer sends meanwhile. */
export function startDraining(): void {
  const state = lifecycle();
  state.drainingSince ??= Date.now();
  state.stopping ??= Promise.allSettled(state.stopTasks.map((task) => task())).then(() => undefined);
}

export function stopped(): Promise<void> {
  return lifecycle().stopping ?? Promise.resolve();
}

/** SHUTDOWN_DRAIN_SECONDS: serving on after SIGTERM, so a balancer polling readiness stops sending first. */
export function drainMilliseconds(setting: string | undefined): number {
  const seconds = Number(setting ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) * 1000 : 0;
}
