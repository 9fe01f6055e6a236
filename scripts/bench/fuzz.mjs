// @ts-check
// The fuzz test's figures for the report: runs tests/e2e/fuzz.spec.ts (its own server and proxy on the
// built site) with Playwright's JSON reporter and reads the `fuzz` annotation the test records.
import { spawnSync } from 'node:child_process';

/** @param {any} report Playwright's JSON report @returns {import('./fuzz.mjs').FuzzFigures | null} */
export function fuzzFigures(report) {
  const suites = [...(report.suites ?? [])];
  for (const suite of suites) {
    suites.push(...(suite.suites ?? []));
    for (const test of (suite.specs ?? []).flatMap((/** @type {any} */ spec) => spec.tests ?? [])) {
      const results = test.results ?? [];
      const annotations = [...(test.annotations ?? []), ...results.flatMap((/** @type {any} */ result) => result.annotations ?? [])];
      const fuzz = annotations.find((annotation) => annotation.type === 'fuzz');
      if (fuzz) return { ...JSON.parse(fuzz.description), passed: results.some((/** @type {any} */ result) => result.status === 'passed') };
    }
  }
  return null;
}

/** @returns {import('./fuzz.mjs').FuzzFigures | null} */
export function runFuzz() {
  // E2E_PORT: the suite's own servers must not collide with the bench's.
  const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/fuzz.spec.ts', '--project=desktop', '--reporter=json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, E2E_PORT: '3152' },
  });
  try {
    return fuzzFigures(JSON.parse(run.stdout));
  } catch {
    return null;
  }
}
