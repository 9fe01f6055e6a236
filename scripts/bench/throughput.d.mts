import type { Throughput } from './report.mjs';
export function wrkArguments(url: string, seconds: number): string[];
export function parseWrk(output: string): Throughput;
export function throughput(url: string): Promise<Throughput>;
