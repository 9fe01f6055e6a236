export const THROUGHPUT_ACCEPT_ENCODING: string;
export const THROUGHPUT_WARM_UP_SECONDS: number;
export function wrkArguments(url: string, seconds: number, extra?: string[]): string[];
export function parseWrk(output: string): { requestsPerSecond: number; errors: number };
export function throughput(url: string, seconds?: number): { requestsPerSecond: number; errors: number };
