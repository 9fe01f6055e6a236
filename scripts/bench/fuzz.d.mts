export type FuzzFigures = { routes: number; sent: number; answers: Record<string, number>; problems: number; passed: boolean };
export function fuzzFigures(report: unknown): FuzzFigures | null;
export function runFuzz(): FuzzFigures | null;
