// @ts-check
// The fuzz test's figures for the report: runs tests/e2e/fuzz.spec.ts (its own server and proxy on the
// built site) with Playwright's JSON reporter and reads the `fuzz` annotation the test records.
import { spawnSync } from 'node:child_process';

/** Every test in a suite of Playwright's JSON report and the suites within it. @param {any} suite @returns {any[]} */
const testsOf = (suite) => [...(suite.specs ?? []).flatMap((/** @type {any} */ spec) => spec.tests ?? []), ...(suite.suites ?? []).flatMap(testsOf)];

/** @param {any} report Playwright's JSON report @returns {import('./fuzz.mjs').FuzzFigures | null} */
export function fuzzFigures(report) {
  for (const { annotations = [], results = [] } of testsOf(report)) {
    const fuzz = [...annotations, ...results.flatMap((/** @type {any} */ result) => result.annotations ?? [])].find((annotation) => annotation.type === 'fuzz');
    if (fuzz) return { ...JSON.parse(fuzz.description), passed: results.some((/** @type {any} */ result) => result.status === 'passed') };
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
