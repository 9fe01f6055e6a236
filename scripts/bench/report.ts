// The bench's figures judged and made readable: each Lighthouse figure as the median of its runs with the
// lowest and highest, the first view's targets and the per-route budgets, the Markdown report.
import type { FuzzFigures } from './fuzz.ts';
import type { Transfer, Visit } from './transfer.ts';

export type Run = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
export type Figure = { median: number; min: number; max: number };
export type Sizes = {
  scripts: number;
  jsBr: number;
  jsGzip: number;
  htmlBr: number;
  htmlGzip: number;
  /** The HTML br read before the markup through `</main>` decodes. */
  markupBr: number;
  inlinedBr: number;
};
/** `p99Ms`: the 99th percentile of wrk's latencies (NaN when it printed none). */
export type Throughput = { requestsPerSecond: number; socketErrors: number; non2xx: number; p99Ms: number };

export const SETTINGS: Record<string, string> = {
  'mobile devtools': 'mobile, applied throttling (devtools, the judge)',
  'mobile simulate': 'mobile, Lantern (simulate)',
  'desktop devtools': 'desktop, applied throttling (devtools)',
  'desktop simulate': 'desktop, Lantern (simulate)',
};
/** Pages with nothing to do but the shell's: 10 kB of scripts over the bare page's; the others 20. */
const STATIC_ROUTES = ['/about', '/policy', '/termsconditions', '/comingsoon'];
export const TARGETS = {
  fcp: 'FCP ms ≤ bare + 100',
  lcp: 'LCP ms ≤ bare + 400',
  cls: 'CLS 0, every run',
  tbt: 'TBT ms ≤ 1.5 × bare',
  controls: 'controls answer ms after paint ≤ 300',
  lanternPerformance: 'Lantern perf ≥ bare − 3',
  firstLoadJs: 'JS kB gzip ≤ bare + 20 (static 10)',
  html: 'HTML kB br ≤ 14',
  transfer: 'first visit kB ≤ bare + 40',
  transferSaveData: 'with Save-Data kB ≤ bare + 20',
  throughput: 'requests/s ≥ 0.6 × bare',
  cachedRate: "requests/s ≥ 0.9 × home's",
  p99: 'p99 ms ≤ 50',
  throughputErrors: 'wrk errors 0',
  headers: 'header score ≥ its target',
  fuzz: 'fuzz: 5xx, silence, bad refusals, poisoned copies 0',
};
export type Target = keyof typeof TARGETS;
export type Verdict = { route: string; target: Target; measured: number; limit: number; met: boolean };
export type Results = {
  meta: string[];
  routes: string[];
  bareFor: Record<string, string>;
  lighthouse: Record<string, Record<string, Run[]>>;
  /** Per page, per control: ms from the control's paint to the answered tap, one per run (NaN: never answered). */
  controls?: Record<string, Record<string, number[]>>;
  sizes: Record<string, Sizes>;
  /** Per page: a phone's first visit, kB as sent and requests, one per run, as most come and with the data saver on. */
  transfer?: Record<string, Record<Visit, Transfer[]>>;
  throughput: Record<string, Throughput>;
  headers: { route: string; score: number; target: number }[];
  fuzz?: FuzzFigures | null;
  notes: string[];
};

/** From a control's paint (in the first view, the page's first paint) to its answer to a tap. */
const CONTROLS_LIMIT_MS = 300;
const DIGITS: Record<string, number> = { cls: 3, firstLoadJs: 1, html: 1, transfer: 1, transferSaveData: 1 };
/** What a TCP connection's first flight carries (ten segments): a page within it needs one round trip. */
const FIRST_FLIGHT_KB = 14;
const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (Number(sorted[Math.floor((sorted.length - 1) / 2)]) + Number(sorted[Math.ceil((sorted.length - 1) / 2)])) / 2;
}

/** The median with the lowest and highest; NaN for no values. */
export const figure = (values: number[]): Figure =>
  values.length
    ? { median: median(values), min: Math.min(...values), max: Math.max(...values) }
    : { median: NaN, min: NaN, max: NaN };
const of = (runs: Run[], key: keyof Run) => figure(runs.map((run) => run[key]));
const medianKb = (visits: Transfer[]) => (visits.length ? median(visits.map((visit) => visit.kB)) : NaN);

/** Met or missed for every target the run has figures for; a missing figure (NaN: no run finished, the fuzz test failed) is missed. */
export function verdicts({
  routes,
  bareFor,
  lighthouse,
  controls,
  sizes,
  transfer,
  throughput,
  headers,
  fuzz,
}: Results): Verdict[] {
  const list: Verdict[] = [];
  const atMost = (route: string, target: Target, measured: number, limit: number, met = measured <= limit) =>
    list.push({ route, target, measured, limit, met });
  const atLeast = (route: string, target: Target, measured: number, limit: number) =>
    atMost(route, target, measured, limit, measured >= limit);
  const [applied, lantern] = [lighthouse['mobile devtools'] ?? {}, lighthouse['mobile simulate'] ?? {}];
  for (const route of routes) {
    const bare = bareFor[route] ?? '';
    const [page, floor, size, bareSize, rate, bareRate] = [
      applied[route],
      applied[bare],
      sizes[route],
      sizes[bare],
      throughput[route],
      throughput[bare],
    ];
    if (page && floor) {
      atMost(route, 'fcp', of(page, 'fcpMs').median, of(floor, 'fcpMs').median + 100);
      atMost(route, 'lcp', of(page, 'lcpMs').median, of(floor, 'lcpMs').median + 400);
      atMost(route, 'cls', of(page, 'cls').max, 0);
      atMost(route, 'tbt', of(page, 'tbtMs').median, 1.5 * of(floor, 'tbtMs').median);
    }
    // The slowest control of the page (medians of its runs); a control never answered is NaN, a miss.
    if (controls?.[route])
      atMost(
        route,
        'controls',
        Math.max(...Object.values(controls[route]).map((runs) => (runs.every(Number.isFinite) ? median(runs) : NaN))),
        CONTROLS_LIMIT_MS,
      );
    if (lantern[route] && lantern[bare])
      atLeast(
        route,
        'lanternPerformance',
        of(lantern[route], 'performance').median,
        of(lantern[bare], 'performance').median - 3,
      );
    if (size && bareSize)
      atMost(route, 'firstLoadJs', size.jsGzip, bareSize.jsGzip + (STATIC_ROUTES.includes(route) ? 10 : 20));
    if (size) atMost(route, 'html', size.htmlBr, FIRST_FLIGHT_KB);
    const [visits, bareVisits] = [transfer?.[route], transfer?.[bare]];
    if (visits && bareVisits) {
      atMost(route, 'transfer', medianKb(visits.normal), medianKb(bareVisits.normal) + 40);
      atMost(route, 'transferSaveData', medianKb(visits.saveData), medianKb(bareVisits.normal) + 20);
    }
    if (rate && bareRate) atLeast(route, 'throughput', rate.requestsPerSecond, 0.6 * bareRate.requestsPerSecond);
    // Every page is served from the cache: none may cost much more than home.
    if (rate && throughput['/'] && route !== '/')
      atLeast(route, 'cachedRate', rate.requestsPerSecond, 0.9 * throughput['/'].requestsPerSecond);
    if (rate) atMost(route, 'p99', rate.p99Ms, 50);
    if (rate) atMost(route, 'throughputErrors', rate.socketErrors + rate.non2xx, 0);
  }
  for (const row of headers) atLeast(row.route, 'headers', row.score, row.target);
  if (fuzz !== undefined)
    atMost(
      'all',
      'fuzz',
      fuzz?.passed ? (fuzz.answers['5xx'] ?? 0) + (fuzz.answers.none ?? 0) + fuzz.problems + (fuzz.poisoned ?? 0) : NaN,
      0,
    );
  return list;
}

const fmt = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–';
const spreadCell = (value: Figure, digits: number) =>
  Number.isFinite(value.median)
    ? `${fmt(value.median, digits)} (${fmt(value.min, digits)}–${fmt(value.max, digits)})`
    : '–';
const verdictCell = (v: Verdict) =>
  `${v.met ? 'met' : '**missed**'} ${fmt(v.measured, DIGITS[v.target])} / ${fmt(v.limit, DIGITS[v.target])}`;
/** A titled table, or nothing when it has no rows; `head` is the column names, `|`-separated. */
const section = (title: string, head: string, rows: string[][]) =>
  rows.length
    ? [
        `## ${title}`,
        '',
        `| ${head} |`,
        `|${' --- |'.repeat(head.split('|').length)}`,
        ...rows.map((row) => `| ${row.join(' | ')} |`),
        '',
      ]
    : [];

export function renderReport(results: Results): string {
  const { fuzz, meta, notes } = results;
  const list = verdicts(results);
  const pages = [...new Set([...Object.values(results.bareFor), ...results.routes])];
  /** One row per page the record has figures for. */
  const perPage = <T>(record: Record<string, T>, cells: (value: T) => string[]) =>
    pages.flatMap((page) => (record[page] ? [[page, ...cells(record[page])]] : []));
  const targets = (Object.keys(TARGETS) as Target[]).filter((target) => list.some((v) => v.target === target));
  const verdictRow = (route: string) => [
    route,
    ...targets
      .map((target) => list.find((v) => v.route === route && v.target === target))
      .map((v) => (v ? verdictCell(v) : '')),
  ];
  const verdictRows = [...new Set(list.map((v) => v.route))].map(verdictRow);
  const lighthouseCells = (runs: Run[]) => METRICS.map((key) => spreadCell(of(runs, key), key === 'cls' ? 3 : 0));
  const lighthouse = Object.entries(SETTINGS).map(([setting, title]) =>
    section(
      `Lighthouse ${title}: median (min–max)`,
      'page | performance | FCP ms | LCP ms | TBT ms | CLS',
      perPage(results.lighthouse[setting] ?? {}, lighthouseCells),
    ),
  );
  const controls = Object.entries(results.controls ?? {}).flatMap(([page, byControl]) =>
    Object.entries(byControl).map(([control, runs]) => [page, control, spreadCell(figure(runs), 0)]),
  );
  const sizes = perPage(results.sizes, (s) => [
    String(s.scripts),
    ...[s.jsBr, s.jsGzip, s.htmlBr, s.htmlGzip, s.markupBr, s.inlinedBr].map((kb) => fmt(kb, 1)),
  ]);
  const visitCell = (visits: Transfer[]) =>
    `${spreadCell(figure(visits.map((visit) => visit.kB)), 1)}, ${fmt(median(visits.map((visit) => visit.requests)))} requests`;
  const transfer = perPage(results.transfer ?? {}, (visits) => [visitCell(visits.normal), visitCell(visits.saveData)]);
  const throughput = perPage(results.throughput, (t) =>
    [t.requestsPerSecond, t.p99Ms, t.socketErrors, t.non2xx].map((n) => fmt(n)),
  );
  const headers = results.headers.map((row) => [row.route, String(row.score), String(row.target)]);
  const answers = Object.entries(fuzz?.answers ?? {}).map(([kind, count]) => `${count} ${kind}`);
  const fuzzRows =
    fuzz === undefined
      ? []
      : [
          [
            fmt(fuzz?.sent ?? NaN),
            fmt(fuzz?.routes ?? NaN),
            answers.join(', '),
            fmt(fuzz?.problems ?? NaN),
            fmt(fuzz?.poisoned ?? NaN),
          ],
        ];
  return [
    ...[
      '# Benchmark report',
      '',
      ...meta.map((line) => `- ${line}`),
      '',
      `**${list.filter((v) => v.met).length} of ${list.length} targets met.**`,
      '',
    ],
    ...section(
      'Targets: measured / limit (Lighthouse: mobile, medians)',
      ['route', ...targets.map((target) => TARGETS[target])].join(' | '),
      verdictRows,
    ),
    ...lighthouse.flat(),
    ...section(
      'Controls on a slow phone (390 px, 4x CPU, 400 kbps, 400 ms; cold): a tap 100 ms after the control is painted, again every 250 ms until answered; ms from its paint (in the first view: the first paint) to the answer, median (min–max)',
      'page | control | ms',
      controls,
    ),
    ...section(
      'First load through the proxy (kB as sent)',
      'page | scripts | JS br | JS gzip | HTML br | HTML gzip | of the HTML br: through </main> | inlined CSS and pictures',
      sizes,
    ),
    ...section(
      "A phone's first visit through the proxy (390 px, cold cache, until the network is quiet): kB as sent, median (min–max)",
      'page | as most visitors come | with the data saver on (Save-Data)',
      transfer,
    ),
    ...section(
      'Throughput through the proxy (wrk, 50 connections)',
      'page | requests/s | p99 ms | socket errors | non-2xx/3xx',
      throughput,
    ),
    ...section('Header scores', 'route | score | target', headers),
    ...section('Fuzz', 'requests | routes | answers | bad refusals | poisoned copies', fuzzRows),
    ...(notes.length ? ['## Notes', '', ...notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n');
}
