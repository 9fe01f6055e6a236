export type Lifecycle = { prepared: boolean; drainingSince: number | null };
/** This process's state, shared by server.mjs and the routes. */
export declare function lifecycle(): Lifecycle;
/** Next has loaded the build: requests can be answered. */
export declare function markPrepared(): void;
/** Stopping: readiness turns false at once. */
export declare function startDraining(): void;
/** SHUTDOWN_DRAIN_SECONDS as milliseconds (0 when unset or invalid, at most 300 s). */
export declare function drainMilliseconds(setting: string | undefined): number;
