export type Spread = { min: number; max: number };
export type Check = {
  target: string;
  route: string;
  measured: number;
  bare: number | null;
  limit: string;
  pass: boolean;
  unit?: string;
  evidence?: string;
  spread?: { measured: Spread; bare?: Spread };
};
export function spread(values: number[]): Spread;
export function median(values: number[]): number;
export function ratio(measured: number, bare: number): number;
export function check(target: string, route: string, measured: number, bare: number | null, bound: { atMost?: number; atLeast?: number }, unit?: string): Check;
export function round(value: number): number;
