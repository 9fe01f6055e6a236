import type { DestinationStream, Logger } from 'pino';

/** LOG_LEVEL as pino's level name (info when unset or unknown). */
export declare function logLevel(setting: string | undefined): string;
/** The process's logger: JSON lines on stdout, scrubbed, each with the request id it was made for. */
export declare const log: Logger;
/** A logger like `log`, writing to `destination` (a test's) at `level`. */
export declare function createLogger(destination?: DestinationStream, level?: string): Logger;
