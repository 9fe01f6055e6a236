/** `poisoned`: copies a plain visitor got that differed after a request with headers a visitor controls. */
export type FuzzFigures = { routes: number; sent: number; answers: Record<string, number>; problems: number; poisoned?: number; passed: boolean };
export function fuzzFigures(report: unknown): FuzzFigures | null;
export function runFuzz(): FuzzFigures | null;
