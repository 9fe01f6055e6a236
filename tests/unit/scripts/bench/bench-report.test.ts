import { describe, expect, it } from 'vitest';
import { fuzzFigures } from '../../../../scripts/bench/fuzz.ts';
import {
  figure,
  median,
  renderReport,
  verdicts,
  type Results,
  type Run,
  type Verdict,
} from '../../../../scripts/bench/report.ts';
import { parseWrk, wrkArguments } from '../../../../scripts/bench/throughput.ts';

const lighthouseRun = (fcpMs: number, lcpMs: number, tbtMs: number, cls = 0, performance = 99): Run => ({
  performance,
  fcpMs,
  lcpMs,
  tbtMs,
  cls,
});
const sizes = (jsGzip: number, htmlBr = 2, inlinedBr = 0) => ({
  scripts: 5,
  jsBr: jsGzip - 9,
  jsGzip,
  htmlBr,
  htmlGzip: htmlBr + 1,
  markupBr: htmlBr - 1,
  inlinedBr,
});

/** A run of the bench on home, pay bills and about, against the two bare pages. */
function results(overrides: Partial<Results> = {}): Results {
  return {
    meta: ['a run'],
    routes: ['/', '/paybills', '/about'],
    bareFor: { '/': 'bare /', '/paybills': 'bare /paybills', '/about': 'bare /' },
    lighthouse: {
      'mobile devtools': {
        'bare /': [lighthouseRun(700, 700, 100), lighthouseRun(1000, 1000, 140), lighthouseRun(800, 800, 120)],
        'bare /paybills': [lighthouseRun(900, 900, 200)],
        '/': [lighthouseRun(1100, 1300, 170), lighthouseRun(1050, 1150, 180), lighthouseRun(1800, 1900, 200)],
        '/paybills': [lighthouseRun(1300, 1300, 310, 0, 90)],
        '/about': [lighthouseRun(1000, 1000, 100, 0), lighthouseRun(1000, 1000, 100, 0.02)],
      },
      'mobile simulate': {
        'bare /': [lighthouseRun(600, 1300, 100, 0, 99)],
        'bare /paybills': [lighthouseRun(600, 1300, 100, 0, 99)],
        '/': [lighthouseRun(900, 2000, 300, 0, 96)],
        '/paybills': [lighthouseRun(900, 2000, 300, 0, 95)],
        '/about': [],
      },
    },
    sizes: {
      'bare /': sizes(130),
      'bare /paybills': sizes(130),
      '/': sizes(150, 16.5, 6),
      '/paybills': sizes(150.5),
      '/about': sizes(140.5),
    },
    throughput: {
      'bare /': { requestsPerSecond: 1000, socketErrors: 0, non2xx: 0, p99Ms: 8 },
      'bare /paybills': { requestsPerSecond: 500, socketErrors: 0, non2xx: 0, p99Ms: 20 },
      '/': { requestsPerSecond: 700, socketErrors: 2, non2xx: 1, p99Ms: 12.5 },
      '/paybills': { requestsPerSecond: 250, socketErrors: 0, non2xx: 0, p99Ms: 51 },
      '/about': { requestsPerSecond: 630, socketErrors: 0, non2xx: 0, p99Ms: 50 },
    },
    headers: [
      { route: '/', score: 80, target: 80 },
      { route: '/paybills', score: 95, target: 100 },
    ],
    fuzz: {
      routes: 25,
      sent: 5000,
      answers: { '2xx/3xx': 600, '4xx': 4400, '5xx': 0, none: 0 },
      problems: 0,
      passed: true,
    },
    notes: [],
    ...overrides,
  };
}

const find = (list: Verdict[], route: string, target: Verdict['target']) =>
  list.find((verdict) => verdict.route === route && verdict.target === target);

/** Every Markdown table of the report, each as rows of cells (the head first, the --- line left out). */
function tables(markdown: string): string[][][] {
  const blocks = markdown.split(/\n(?!\|)/).map((block) => block.split('\n').filter((line) => line.startsWith('|')));
  return blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.filter((line) => !line.startsWith('| ---')).map((line) => line.slice(2, -2).split(' | ')));
}

describe('median and figure', () => {
  it('takes the middle run, or the mean of the middle two, with the lowest and highest beside it', () => {
    expect(median([2900, 1200, 1400])).toBe(1400);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(figure([1800, 1100, 1050])).toEqual({ median: 1100, min: 1050, max: 1800 });
    expect(figure([])).toEqual({ median: NaN, min: NaN, max: NaN });
  });
});

describe('verdicts', () => {
  const list = verdicts(results());

  it("judges first and largest paint, TBT and CLS under applied throttling against the bare page's medians", () => {
    expect(find(list, '/', 'fcp')).toMatchObject({ measured: 1100, limit: 900, met: false });
    expect(find(list, '/about', 'fcp')).toMatchObject({ measured: 1000, limit: 900, met: false });
    expect(find(list, '/', 'lcp')).toMatchObject({ measured: 1300, limit: 1200, met: false });
    expect(find(list, '/', 'tbt')).toMatchObject({ measured: 180, limit: 180, met: true });
    expect(find(list, '/', 'cls')).toMatchObject({ measured: 0, met: true });
    expect(find(list, '/about', 'cls')).toMatchObject({ measured: 0.02, met: false });
  });

  it('compares the pages rendered per request with the bare nonce page', () => {
    expect(find(list, '/paybills', 'fcp')).toMatchObject({ limit: 1000, met: false });
    expect(find(list, '/paybills', 'tbt')).toMatchObject({ limit: 300, met: false });
    expect(find(list, '/paybills', 'firstLoadJs')).toMatchObject({ limit: 150, met: false });
    expect(find(list, '/paybills', 'throughput')).toMatchObject({ measured: 250, limit: 300, met: false });
  });

  it('judges Lantern performance within 3 points of the bare page, and counts a page with no finished run as missed', () => {
    expect(find(list, '/', 'lanternPerformance')).toMatchObject({ measured: 96, limit: 96, met: true });
    expect(find(list, '/paybills', 'lanternPerformance')).toMatchObject({ measured: 95, met: false });
    expect(find(list, '/about', 'lanternPerformance')?.met).toBe(false);
  });

  it("holds scripts to the bare page plus 20 kB (10 on static pages) and every page's HTML to a TCP connection's first flight, 14 kB br", () => {
    expect(find(list, '/', 'firstLoadJs')).toMatchObject({ limit: 150, met: true });
    expect(find(list, '/about', 'firstLoadJs')).toMatchObject({ limit: 140, met: false });
    expect(find(list, '/', 'html')).toMatchObject({ measured: 16.5, limit: 14, met: false });
    expect(find(list, '/paybills', 'html')).toMatchObject({ measured: 2, met: true });
    expect(list.filter((verdict) => verdict.target === 'html')).toHaveLength(3);
  });

  it("holds every other page to 0.9 of home's requests per second, and every page to a p99 of 50 ms", () => {
    expect(find(list, '/about', 'cachedRate')).toMatchObject({ measured: 630, limit: 630, met: true });
    expect(find(list, '/paybills', 'cachedRate')).toMatchObject({ measured: 250, met: false });
    expect(find(list, '/', 'cachedRate')).toBeUndefined();
    expect(find(list, '/about', 'p99')).toMatchObject({ measured: 50, met: true });
    expect(find(list, '/paybills', 'p99')).toMatchObject({ measured: 51, met: false });
    const noLatency = verdicts(
      results({ throughput: { '/': { requestsPerSecond: 700, socketErrors: 0, non2xx: 0, p99Ms: NaN } } }),
    );
    expect(find(noLatency, '/', 'p99')?.met).toBe(false);
  });

  it('counts every socket error and bad status, and judges header scores and the fuzz counts', () => {
    expect(find(list, '/', 'throughputErrors')).toMatchObject({ measured: 3, met: false });
    expect(find(list, '/about', 'throughputErrors')?.met).toBe(true);
    expect(find(list, '/paybills', 'headers')?.met).toBe(false);
    expect(find(list, 'all', 'fuzz')?.met).toBe(true);
    const failedFuzz = verdicts(
      results({ fuzz: { routes: 25, sent: 5000, answers: { '5xx': 0 }, problems: 0, passed: false } }),
    );
    expect(find(failedFuzz, 'all', 'fuzz')?.met).toBe(false);
    const poisoned = verdicts(
      results({ fuzz: { routes: 25, sent: 5000, answers: { '5xx': 0 }, problems: 0, poisoned: 1, passed: true } }),
    );
    expect(find(poisoned, 'all', 'fuzz')?.met).toBe(false);
    expect(find(verdicts(results({ fuzz: null })), 'all', 'fuzz')?.met).toBe(false);
  });

  it("judges each route by its slowest control's median, from first paint to the answered tap, a control never answered as missed", () => {
    const controls = {
      'bare /': { bareControl: [3100, 2900, 3300] },
      '/': { menu: [140, 150, 900], tab: [120, 310, 320] },
      '/about': { menu: [130, 120, 140], roleCard: [150, NaN, 160] },
    };
    const judged = verdicts(results({ controls }));
    expect(find(judged, '/', 'controls')).toMatchObject({ measured: 310, limit: 300, met: false });
    expect(find(judged, '/about', 'controls')?.met).toBe(false);
    expect(find(judged, '/paybills', 'controls')).toBeUndefined();
    expect(find(verdicts(results({ controls: { '/': { menu: [140, 150, 900] } } })), '/', 'controls')).toMatchObject({
      measured: 150,
      met: true,
    });
    const table = tables(renderReport(results({ controls })))[3];
    expect(table?.[0]).toEqual(['page', 'control', 'ms']);
    expect(table?.slice(1, 3)).toEqual([
      ['bare /', 'bareControl', '3,100 (2,900–3,300)'],
      ['/', 'menu', '150 (140–900)'],
    ]);
  });

  it("holds a phone's first visit to the bare page's plus 40 kB, and with the data saver on to plus 20", () => {
    const visit = (...kBs: number[]) => kBs.map((kB) => ({ kB, requests: 9 }));
    const transfer = {
      'bare /': { normal: visit(130, 131, 129), saveData: visit(130) },
      '/': { normal: visit(171, 190, 160), saveData: visit(150, 151, 149) },
      '/about': { normal: visit(170), saveData: visit(151) },
    };
    const judged = verdicts(results({ transfer }));
    expect(find(judged, '/', 'transfer')).toMatchObject({ measured: 171, limit: 170, met: false });
    expect(find(judged, '/about', 'transfer')).toMatchObject({ measured: 170, met: true });
    expect(find(judged, '/', 'transferSaveData')).toMatchObject({ measured: 150, limit: 150, met: true });
    expect(find(judged, '/about', 'transferSaveData')).toMatchObject({ measured: 151, met: false });
    expect(find(judged, '/paybills', 'transfer')).toBeUndefined();
    const table = tables(renderReport(results({ transfer }))).find(
      (rows) => rows[0]?.[0] === 'page' && rows[0][1]?.startsWith('as most'),
    );
    expect(table?.slice(1)).toEqual([
      ['bare /', '130.0 (129.0–131.0), 9 requests', '130.0 (130.0–130.0), 9 requests'],
      ['/', '171.0 (160.0–190.0), 9 requests', '150.0 (149.0–151.0), 9 requests'],
      ['/about', '170.0 (170.0–170.0), 9 requests', '151.0 (151.0–151.0), 9 requests'],
    ]);
  });

  it('judges only what the run measured', () => {
    const only = verdicts(results({ lighthouse: {}, throughput: {}, headers: [], fuzz: undefined }));
    expect(new Set(only.map((verdict) => verdict.target))).toEqual(new Set(['firstLoadJs', 'html']));
  });
});

describe('renderReport', () => {
  const run = results();
  const report = renderReport(run);
  const [targets, ...rest] = tables(report);

  it('gives each route one row of verdicts, one column per target, and counts the targets met', () => {
    const list = verdicts(run);
    expect(targets?.slice(1).map((row) => row[0])).toEqual(['/', '/paybills', '/about', 'all']);
    const cells = targets?.slice(1).flatMap((row) => row.slice(1)) ?? [];
    expect(cells.filter((cell) => cell.startsWith('met')).length).toBe(list.filter((verdict) => verdict.met).length);
    expect(cells.filter((cell) => cell.startsWith('**missed**')).length).toBe(
      list.filter((verdict) => !verdict.met).length,
    );
    expect(report).toContain(`${list.filter((verdict) => verdict.met).length} of ${list.length}`);
  });

  it('lists the bare pages first in each Lighthouse table, each figure as median (min–max)', () => {
    const [applied, lantern] = rest;
    expect(applied?.slice(1).map((row) => row[0])).toEqual(['bare /', 'bare /paybills', '/', '/paybills', '/about']);
    expect(applied?.find((row) => row[0] === '/')?.slice(2, 4)).toEqual(['1,100 (1,050–1,800)', '1,300 (1,150–1,900)']);
    expect(lantern?.find((row) => row[0] === '/about')?.slice(1)).toEqual(['–', '–', '–', '–', '–']);
  });

  it('gives sizes, throughput and header scores a row per page', () => {
    const [, , sizesTable, throughputTable, headersTable] = rest;
    expect(sizesTable?.find((row) => row[0] === '/')).toEqual([
      '/',
      '5',
      '141.0',
      '150.0',
      '16.5',
      '17.5',
      '15.5',
      '6.0',
    ]);
    expect(throughputTable?.find((row) => row[0] === '/')).toEqual(['/', '700', '13', '2', '1']);
    expect(headersTable?.slice(1)).toEqual([
      ['/', '80', '80'],
      ['/paybills', '95', '100'],
    ]);
  });
});

describe('wrk', () => {
  it('asks as a browser does, waits 10 s before calling a request failed, and reads rate, p99 and errors', () => {
    expect(wrkArguments('http://127.0.0.1:3151/', 10)).toEqual([
      '-t2',
      '-c50',
      '-d10s',
      '--timeout',
      '10s',
      '--latency',
      '-H',
      'Accept-Encoding: br, gzip',
      'http://127.0.0.1:3151/',
    ]);
    const latency = [
      '  Latency Distribution',
      '     50%    1.20ms',
      '     75%  900.00us',
      '     90%    3.10ms',
      '     99%   12.34ms',
    ];
    const output = [
      '  2 threads and 50 connections',
      ...latency,
      '  Socket errors: connect 0, read 2, write 0, timeout 3',
      '  Non-2xx or 3xx responses: 4',
      'Requests/sec:   1523.47',
    ].join('\n');
    expect(parseWrk(output)).toEqual({ requestsPerSecond: 1523.47, socketErrors: 5, non2xx: 4, p99Ms: 12.34 });
    expect(parseWrk('     99%  850.00us\nRequests/sec:   80.5').p99Ms).toBeCloseTo(0.85);
    expect(parseWrk('     99%    1.50s\nRequests/sec:   80.5').p99Ms).toBe(1500);
    expect(parseWrk('Requests/sec:   80.5')).toEqual({
      requestsPerSecond: 80.5,
      socketErrors: 0,
      non2xx: 0,
      p99Ms: NaN,
    });
  });
});

describe('fuzzFigures', () => {
  it("reads the fuzz test's recorded figures from Playwright's JSON report, and whether it passed", () => {
    const figures = {
      routes: 24,
      sent: 4800,
      answers: { '2xx/3xx': 900, '4xx': 3900, '5xx': 0, none: 0 },
      problems: 0,
    };
    const report = {
      suites: [
        {
          title: 'fuzz.spec.ts',
          specs: [],
          suites: [
            {
              specs: [
                {
                  tests: [
                    {
                      annotations: [],
                      results: [
                        { status: 'passed', annotations: [{ type: 'fuzz', description: JSON.stringify(figures) }] },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(fuzzFigures(report)).toEqual({ ...figures, passed: true });
    expect(
      fuzzFigures({
        suites: [{ specs: [{ tests: [{ annotations: [], results: [{ status: 'failed', annotations: [] }] }] }] }],
      }),
    ).toBeNull();
  });
});
