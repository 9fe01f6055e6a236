// @ts-check
// The fuzz test's figures for the report: runs tests/e2e/fuzz.spec.ts (its own server on the built
// site) with Playwright's JSON reporter and reads what the test recorded.
import { spawnSync } from 'node:child_process';

/** @typedef {{ routes: number, sent: number, answers: Record<string, number>, problems: number, passed: boolean }} FuzzFigures */

/**
 * @param {any} report Playwright's JSON report
 * @returns {FuzzFigures | null}
 */
export function fuzzFigures(report) {
  /** @type {any[]} */
  const specs = [];
  const collect = (/** @type {any} */ suite) => {
    specs.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) collect(child);
  };
  for (const suite of report.suites ?? []) collect(suite);
  for (const spec of specs) {
    for (const test of spec.tests ?? []) {
      const results = test.results ?? [];
      const annotations = [...(test.annotations ?? []), ...results.flatMap((/** @type {any} */ result) => result.annotations ?? [])];
      const fuzz = annotations.find((annotation) => annotation.type === 'fuzz');
      if (fuzz) return { ...JSON.parse(fuzz.description), passed: results.some((/** @type {any} */ result) => result.status === 'passed') };
    }
  }
  return null;
}

/** @returns {FuzzFigures | null} */
export function runFuzz() {
  const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/fuzz.spec.ts', '--project=desktop', '--reporter=json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The suite's own web server must not collide with the benchmark's servers.
    env: { ...process.env, E2E_PORT: '3152' },
  });
  try {
    return fuzzFigures(JSON.parse(run.stdout));
  } catch {
    return null;
  }
}
