import type { Throughput } from './report.mjs';
export function wrkArguments(url: string, seconds: number): string[];
export function parseWrk(output: string): Throughput;
/** How long the counted load lasts, in seconds. */
export const SECONDS: number;
export function throughput(url: string, counting?: () => void): Promise<Throughput>;
