export function parseWrk(output: string): { requestsPerSecond: number; errors: number };
export function throughput(url: string, seconds?: number): { requestsPerSecond: number; errors: number };
