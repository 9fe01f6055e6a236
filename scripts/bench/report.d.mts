import type { FuzzFigures } from './fuzz.mjs';
export type Run = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
export type Figure = { median: number; min: number; max: number };
export type Sizes = { scripts: number; jsBr: number; jsGzip: number; htmlBr: number; htmlGzip: number; inlinedBr: number };
/** `p99Ms`: the 99th percentile of wrk's latencies (NaN when it printed none). */
export type Throughput = { requestsPerSecond: number; socketErrors: number; non2xx: number; p99Ms: number };
export const TARGETS: Record<
  'fcp' | 'lcp' | 'cls' | 'tbt' | 'controls' | 'lanternPerformance' | 'firstLoadJs' | 'html' | 'throughput' | 'cachedRate' | 'p99' | 'throughputErrors' | 'headers' | 'fuzz',
  string
>;
export type Target = keyof typeof TARGETS;
export type Verdict = { route: string; target: Target; measured: number; limit: number; met: boolean };
export type Results = {
  meta: string[];
  routes: string[];
  bareFor: Record<string, string>;
  lighthouse: Record<string, Record<string, Run[]>>;
  /** Per page, per control: ms from the control's paint to the answered tap, one per run (NaN: never answered). */
  controls?: Record<string, Record<string, number[]>>;
  sizes: Record<string, Sizes>;
  throughput: Record<string, Throughput>;
  headers: { route: string; score: number; target: number }[];
  fuzz?: FuzzFigures | null;
  notes: string[];
};
export const SETTINGS: Record<string, string>;
export function median(values: number[]): number;
export function figure(values: number[]): Figure;
export function verdicts(results: Results): Verdict[];
export function renderReport(results: Results): string;
