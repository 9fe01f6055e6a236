import { describe, expect, it } from 'vitest';
import { blockingEvidence, lighthouseDiagnostics, paintEvidence, scoreEvidence } from '../../../../scripts/bench/diagnostics.mjs';
import { fuzzFigures } from '../../../../scripts/bench/fuzz.mjs';
import { renderReport } from '../../../../scripts/bench/report.mjs';
import { htmlParts } from '../../../../scripts/bench/sizes.mjs';
import { check, median, spread } from '../../../../scripts/bench/stats.mjs';
import { parseWrk, wrkArguments } from '../../../../scripts/bench/throughput.mjs';

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

describe('renderReport, missed targets', () => {
  const knownMisses = [{ topic: 'Home HTML: the payload', targets: ['Home HTML'], keeps: 'The payload is inlined.', tried: ['Moved the search index out.'] }];

  it("explains a missed target with the run's evidence, what keeps it and what was tried", () => {
    const missed = { ...check('Home HTML', '/', 20.9, 1.2, { atMost: 10 }), evidence: "React's payload 12.5 kB" };
    const report = renderReport({ title: 'Benchmark report', intro: 'One run.', checks: [missed], knownMisses });
    expect(report).toContain('### Home HTML: the payload');
    expect(report).toContain("- Home HTML, /: 20.9 (limit <= 10); React's payload 12.5 kB");
    expect(report).toContain('What keeps it from being met: The payload is inlined.');
    expect(report).toContain('- Moved the search index out.');
    expect(report).not.toContain('Not explained yet');
  });

  it('says nothing of a known miss that this run met, and names a miss nobody has explained', () => {
    const checks = [check('Home HTML', '/', 9.5, 1.2, { atMost: 10 }), check('Lighthouse mobile: CLS 0', '/about', 0.02, 0, { atMost: 0 })];
    const report = renderReport({ title: 'Benchmark report', intro: 'One run.', checks, knownMisses });
    expect(report).not.toContain('Home HTML: the payload');
    expect(report).toContain('### Not explained yet');
    expect(report).toContain('- Lighthouse mobile: CLS 0, /about: 0.02 (limit <= 0)');
  });

  it("gives the spread of the runs behind a median, the page's and the bare page's, when they differ", () => {
    const lcp = { ...check('LCP', '/', 2300, 1350, { atMost: 1750 }, ' ms'), spread: { measured: { min: 2100, max: 2600 }, bare: { min: 1350, max: 1350 } } };
    const report = renderReport({ title: 'Benchmark report', intro: 'One run.', checks: [lcp], knownMisses });
    expect(report).toContain('| / | 2300 ms (2100 to 2600) | 1350 ms | 1.7 | <= 1750 ms | **no** |');
    expect(spread([3, 1, 2])).toEqual({ min: 1, max: 3 });
  });

  it('has no such section when every target is met', () => {
    expect(renderReport({ title: 'Benchmark report', intro: 'One run.', checks: [check('Home HTML', '/', 9.5, 1.2, { atMost: 10 })], knownMisses })).not.toContain('## Why targets are missed');
  });
});

describe('lighthouseDiagnostics', () => {
  const audit = (items: unknown[], title = '') => ({ title, score: null, details: { items } });
  const lhr = (firstPaint: number, tasks: { url: string; duration: number }[], tasksBeforePaint: { startTime: number; duration: number }[]) => ({
    categories: {
      performance: {
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'metrics', weight: 0 },
        ],
      },
    },
    audits: {
      metrics: audit([{ observedFirstContentfulPaint: firstPaint }]),
      'largest-contentful-paint': { title: 'Largest Contentful Paint', score: 0.95 },
      'total-blocking-time': { title: 'Total Blocking Time', score: 1 },
      'network-requests': audit([
        { url: 'http://127.0.0.1:3150/', networkEndTime: 20, transferSize: 18_432 },
        { url: 'http://127.0.0.1:3150/_next/static/chunks/a.js', networkEndTime: 150, transferSize: 73_728 },
        { url: 'http://127.0.0.1:3150/_next/static/chunks/b.js', networkEndTime: 400, transferSize: 10_240 },
      ]),
      'lcp-breakdown-insight': audit([
        {
          type: 'table',
          items: [
            { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 10.4 },
            { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 200.6 },
          ],
        },
        { type: 'node', nodeLabel: 'Pay your bills' },
      ]),
      'long-tasks': audit(tasks),
      'main-thread-tasks': audit([...tasksBeforePaint, { startTime: firstPaint + 5, duration: 90 }]),
      'mainthread-work-breakdown': audit([
        { group: 'scriptEvaluation', duration: 800 },
        { group: 'styleLayout', duration: 250 },
      ]),
    },
  });
  const page = lighthouseDiagnostics(
    lhr(
      211,
      [
        { url: 'http://127.0.0.1:3150/_next/static/chunks/11plp96vtvhb5.js', duration: 184 },
        { url: 'http://127.0.0.1:3150/paybills', duration: 150 },
        { url: 'Unattributable', duration: 120 },
      ],
      [
        { startTime: 30, duration: 29 },
        { startTime: 75, duration: 66 },
      ],
    ),
  );
  const bare = lighthouseDiagnostics(lhr(65, [], [{ startTime: 22, duration: 16 }]));

  it('counts the requests and the main-thread work that came before the first paint of the real load, and reads the largest paint and the long tasks', () => {
    expect(page.firstPaintMs).toBe(211);
    expect(page.beforeFirstPaint).toEqual({ requests: 2, kb: 90, mainThreadMs: 95 });
    expect(bare.beforeFirstPaint).toEqual({ requests: 1, kb: 18, mainThreadMs: 16 });
    expect(page.lcp).toEqual({
      element: 'Pay your bills',
      subparts: [
        { label: 'Time to first byte', ms: 10.4 },
        { label: 'Element render delay', ms: 200.6 },
      ],
    });
    expect(page.longTasks).toEqual([
      { script: '11plp96vtvhb5.js', ms: 184 },
      { script: 'the document', ms: 150 },
      { script: 'Unattributable', ms: 120 },
    ]);
    expect(page.mainThreadMs).toEqual({ total: 1050, scriptEvaluation: 800 });
  });

  it('puts the page beside the bare page in words a reader can check', () => {
    expect(paintEvidence(page, bare)).toBe(
      'in the real, unthrottled load: first paint at 211 ms (bare 65 ms), after 95 ms of main-thread tasks (bare 16 ms) and when 2 requests, 90.0 kB, had arrived (bare 1, 18.0 kB); largest paint “Pay your bills”: time to first byte 10 ms, element render delay 201 ms',
    );
    expect(blockingEvidence(page, bare)).toBe(
      'main thread 1050 ms, script evaluation 800 ms (bare 1050 ms, 800 ms); long tasks: 11plp96vtvhb5.js 184 ms, the document 150 ms, Unattributable 120 ms (bare: none)',
    );
    expect(scoreEvidence(page)).toBe('metric scores below 1: Largest Contentful Paint 0.95');
  });
});

describe('htmlParts', () => {
  const rule = '.e-1abc{display:flex;padding:1rem;color:#064D33}';
  const payload = `<script>self.__next_f.push([1,${JSON.stringify(`3:["$","style","e-1abc",{"href":"e-1abc","precedence":"emotion","children":"${rule}"}]\n`)}])</script>`;
  const page = (withPayload: boolean) => `<html><head><style data-precedence="emotion">${rule}</style></head><body><p>Pay bills</p>${withPayload ? payload : ''}</body></html>`;

  it("splits the HTML into React's payload, the style tags and the markup, and finds the style rules inside the payload", () => {
    const parts = htmlParts(page(true));
    const bare = htmlParts(page(false));
    expect(parts.markupKb).toBe(bare.markupKb);
    expect(parts.stylesKb).toBe(bare.stylesKb);
    expect(parts.payloadKb).toBeGreaterThan(0);
    expect(bare.payloadKb).toBeLessThan(0.05);
    expect(parts.payloadStyleKb).toBeGreaterThan(0.05);
    expect(bare.payloadStyleKb).toBeLessThan(0.05);
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

describe('wrkArguments', () => {
  it('asks for the encodings a browser asks for, on every run', () => {
    const args = wrkArguments('http://127.0.0.1:3151/', 10, ['--latency']);
    expect(args).toEqual(['-t2', '-c50', '-d10s', '-H', 'Accept-Encoding: br, gzip', '--latency', 'http://127.0.0.1:3151/']);
  });
});

describe('fuzzFigures', () => {
  it("reads the fuzz test's recorded figures from Playwright's JSON report, and whether it passed", () => {
    const figures = { routes: 24, sent: 4800, answers: { '2xx/3xx': 900, '4xx': 3900, '5xx': 0, none: 0 }, problems: 0 };
    const report = {
      suites: [
        {
          title: 'fuzz.spec.ts',
          specs: [],
          suites: [{ specs: [{ tests: [{ annotations: [], results: [{ status: 'passed', annotations: [{ type: 'fuzz', description: JSON.stringify(figures) }] }] }] }] }],
        },
      ],
    };
    expect(fuzzFigures(report)).toEqual({ ...figures, passed: true });
    expect(fuzzFigures({ suites: [{ specs: [{ tests: [{ annotations: [], results: [{ status: 'failed', annotations: [] }] }] }] }] })).toBeNull();
  });
});
