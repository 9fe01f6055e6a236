export type TestResult = { test: string; result: string; modifier: number };
export function observatoryScore(headers: Headers, body?: string): { score: number; tests: TestResult[] };
