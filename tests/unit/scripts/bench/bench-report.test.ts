import { describe, expect, it } from 'vitest';
import { fuzzFigures } from '../../../../scripts/bench/fuzz.mjs';
import { renderReport } from '../../../../scripts/bench/report.mjs';
import { check, median } from '../../../../scripts/bench/stats.mjs';
import { parseWrk } from '../../../../scripts/bench/throughput.mjs';

describe('median', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([2900, 1200, 1400])).toBe(1400);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('check', () => {
  it('passes a figure within its limit and fails one beyond it', () => {
    expect(check('JS', '/', 150, 135, { atMost: 155 }).pass).toBe(true);
    expect(check('JS', '/', 160, 135, { atMost: 155 }).pass).toBe(false);
    expect(check('perf', '/', 99, 99, { atLeast: 100 })).toMatchObject({ pass: false, limit: '>= 100' });
  });
});

describe('renderReport', () => {
  it('writes one table per target with the bare figure, the ratio and pass or fail, and counts the passes', () => {
    const report = renderReport({
      title: 'Benchmark report',
      intro: 'One run.',
      checks: [check('Throughput', '/', 1800, 2400, { atLeast: 1440 }), check('Throughput', '/about', 1200, 2400, { atLeast: 1440 })],
    });
    expect(report).toContain('**1 of 2 checks pass.**');
    expect(report).toContain('## Throughput');
    expect(report).toContain('| / | 1800 | 2400 | 0.75 | >= 1440 | yes |');
    expect(report).toContain('| /about | 1200 | 2400 | 0.5 | >= 1440 | **no** |');
  });
});

describe('parseWrk', () => {
  it('reads the request rate and counts socket errors and bad statuses', () => {
    const output = [
      'Running 10s test @ http://127.0.0.1:3150/',
      '  2 threads and 50 connections',
      '  Socket errors: connect 0, read 2, write 0, timeout 3',
      '  Non-2xx or 3xx responses: 4',
      'Requests/sec:   1523.47',
    ].join('\n');
    expect(parseWrk(output)).toEqual({ requestsPerSecond: 1523.47, errors: 9 });
  });
});

describe('fuzzFigures', () => {
  it("reads the fuzz test's recorded figures from Playwright's JSON report, and whether it passed", () => {
    const figures = { routes: 24, sent: 4800, answers: { '2xx/3xx': 900, '4xx': 3900, '5xx': 0, none: 0 }, problems: 0 };
    const report = {
      suites: [{ title: 'fuzz.spec.ts', specs: [], suites: [{ specs: [{ tests: [{ annotations: [], results: [{ status: 'passed', annotations: [{ type: 'fuzz', description: JSON.stringify(figures) }] }] }] }] }] }],
    };
    expect(fuzzFigures(report)).toEqual({ ...figures, passed: true });
    expect(fuzzFigures({ suites: [{ specs: [{ tests: [{ annotations: [], results: [{ status: 'failed', annotations: [] }] }] }] }] })).toBeNull();
  });
});
