// The fuzz test's figures for the report: runs tests/e2e/fuzz.spec.ts (its own server and proxy on the
// built site) with Playwright's JSON reporter and reads the `fuzz` annotation the test records.
import { spawnSync } from 'node:child_process';

/** `poisoned`: copies a plain visitor got that differed after a request with headers a visitor controls. */
export type FuzzFigures = {
  routes: number;
  sent: number;
  answers: Record<string, number>;
  problems: number;
  poisoned?: number;
  passed: boolean;
};

/** What the bench reads of Playwright's JSON report. */
type Annotation = { type: string; description?: string };
type ReportTest = { annotations?: Annotation[]; results?: { status?: string; annotations?: Annotation[] }[] };
type ReportSuite = { specs?: { tests?: ReportTest[] }[]; suites?: ReportSuite[] };

/** Every test in a suite of Playwright's JSON report and the suites within it. */
const testsOf = (suite: ReportSuite): ReportTest[] => [
  ...(suite.specs ?? []).flatMap((spec) => spec.tests ?? []),
  ...(suite.suites ?? []).flatMap(testsOf),
];

/** The figures the fuzz test recorded in `report`, Playwright's JSON report. */
export function fuzzFigures(report: unknown): FuzzFigures | null {
  for (const { annotations = [], results = [] } of testsOf(report as ReportSuite)) {
    const fuzz = [...annotations, ...results.flatMap((result) => result.annotations ?? [])].find(
      (annotation) => annotation.type === 'fuzz',
    );
    if (fuzz)
      return {
        ...(JSON.parse(fuzz.description as string) as Omit<FuzzFigures, 'passed'>),
        passed: results.some((result) => result.status === 'passed'),
      };
  }
  return null;
}

export function runFuzz(): FuzzFigures | null {
  // E2E_PORT: the suite's own servers must not collide with the bench's.
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/e2e/fuzz.spec.ts', '--project=desktop', '--reporter=json'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, E2E_PORT: '3152' },
    },
  );
  try {
    return fuzzFigures(JSON.parse(run.stdout));
  } catch {
    return null;
  }
}
