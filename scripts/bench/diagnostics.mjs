// @ts-check
// What a Lighthouse run saw behind its figures, read from its report (lhr): when the page really
// painted, and the requests and main-thread work that came before (Lighthouse's simulation replays
// them on a throttled network and a 4x slower CPU), what its largest paint was and waited for, and
// which tasks blocked the main thread.

/**
 * @typedef {{
 *   firstPaintMs: number,
 *   beforeFirstPaint: { requests: number, kb: number, mainThreadMs: number },
 *   lcp: { element: string, subparts: { label: string, ms: number }[] },
 *   longTasks: { script: string, ms: number }[],
 *   mainThreadMs: { total: number, scriptEvaluation: number },
 *   metricScores: { metric: string, score: number }[],
 * }} LighthouseDiagnostics
 */

/** @param {any} audit @returns {any[]} */
const rows = (audit) => audit?.details?.items ?? [];

/** A script's file name, "the document" for the page's own HTML, or what Lighthouse calls a task with no URL. @param {string} url */
function scriptName(url) {
  if (!URL.canParse(url)) return url;
  const { pathname } = new URL(url);
  return pathname.endsWith('.js') ? (pathname.split('/').pop() ?? pathname) : 'the document';
}

/** @param {any} lhr a Lighthouse result @returns {LighthouseDiagnostics} */
export function lighthouseDiagnostics(lhr) {
  const firstPaintMs = rows(lhr.audits.metrics)[0]?.observedFirstContentfulPaint ?? NaN;
  const arrived = rows(lhr.audits['network-requests']).filter((request) => request.networkEndTime <= firstPaintMs);
  const tasksBefore = rows(lhr.audits['main-thread-tasks']).filter((task) => task.startTime < firstPaintMs);
  const breakdown = rows(lhr.audits['lcp-breakdown-insight']);
  const mainThread = rows(lhr.audits['mainthread-work-breakdown']);
  return {
    firstPaintMs,
    beforeFirstPaint: {
      requests: arrived.length,
      kb: arrived.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      mainThreadMs: tasksBefore.reduce((sum, task) => sum + task.duration, 0),
    },
    lcp: {
      element: breakdown.find((item) => item.type === 'node')?.nodeLabel ?? '',
      subparts: (breakdown.find((item) => item.type === 'table')?.items ?? []).map((/** @type {any} */ part) => ({ label: part.label, ms: part.duration })),
    },
    longTasks: rows(lhr.audits['long-tasks']).map((task) => ({ script: scriptName(task.url), ms: task.duration })),
    mainThreadMs: {
      total: mainThread.reduce((sum, group) => sum + group.duration, 0),
      scriptEvaluation: mainThread.find((group) => group.group === 'scriptEvaluation')?.duration ?? 0,
    },
    metricScores: lhr.categories.performance.auditRefs
      .filter((/** @type {any} */ ref) => ref.weight > 0)
      .map((/** @type {any} */ ref) => ({ metric: lhr.audits[ref.id].title, score: lhr.audits[ref.id].score ?? 0 })),
  };
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
const kb = (/** @type {number} */ value) => `${value.toFixed(1)} kB`;

/** When the page painted in the real load and what it waited for. @param {LighthouseDiagnostics} page @param {LighthouseDiagnostics} bare */
export function paintEvidence(page, bare) {
  const [own, floor] = [page.beforeFirstPaint, bare.beforeFirstPaint];
  const subparts = page.lcp.subparts.map((part) => `${part.label.toLowerCase()} ${ms(part.ms)}`).join(', ');
  return (
    `in the real, unthrottled load: first paint at ${ms(page.firstPaintMs)} (bare ${ms(bare.firstPaintMs)}), after ${ms(own.mainThreadMs)} of ` +
    `main-thread tasks (bare ${ms(floor.mainThreadMs)}) and when ${own.requests} requests, ${kb(own.kb)}, had arrived (bare ${floor.requests}, ` +
    `${kb(floor.kb)}); largest paint “${page.lcp.element}”: ${subparts}`
  );
}

/** The tasks that blocked the main thread. @param {LighthouseDiagnostics} page @param {LighthouseDiagnostics} bare */
export function blockingEvidence(page, bare) {
  const tasks = (/** @type {LighthouseDiagnostics} */ run) => run.longTasks.map((task) => `${task.script} ${ms(task.ms)}`).join(', ') || 'none';
  return (
    `main thread ${ms(page.mainThreadMs.total)}, script evaluation ${ms(page.mainThreadMs.scriptEvaluation)} ` +
    `(bare ${ms(bare.mainThreadMs.total)}, ${ms(bare.mainThreadMs.scriptEvaluation)}); long tasks: ${tasks(page)} (bare: ${tasks(bare)})`
  );
}

/** The performance metrics that cost points. @param {LighthouseDiagnostics} page */
export function scoreEvidence(page) {
  const lost = page.metricScores.filter((entry) => entry.score < 1);
  return lost.length === 0 ? 'every metric scored 1 in this run' : `metric scores below 1: ${lost.map((entry) => `${entry.metric} ${entry.score}`).join(', ')}`;
}
