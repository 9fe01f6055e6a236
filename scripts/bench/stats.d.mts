export type Check = { target: string; route: string; measured: number; bare: number | null; limit: string; pass: boolean; unit?: string; evidence?: string };
export function median(values: number[]): number;
export function ratio(measured: number, bare: number): number;
export function check(target: string, route: string, measured: number, bare: number | null, bound: { atMost?: number; atLeast?: number }, unit?: string): Check;
export function round(value: number): number;
