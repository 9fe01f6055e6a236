// @ts-check
// A Lighthouse audit (loaded by path, as custom audits are) that lists the nodes of Lantern's LCP
// simulation: each request and main-thread task the simulated LCP replays, with its simulated
// start and end and, for requests, when it really started and ended in the unthrottled load.
import { Audit } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const ms = (/** @type {number} */ microseconds) => Math.round(microseconds / 1000);

/** @param {any} node @param {number} start of the load, in the trace's microseconds */
function describe(node, start) {
  if (node.type === 'network') {
    const { url, priority, transferSize } = node.request;
    return `${url.split('/').pop() || url} (${priority}, ${(transferSize / 1024).toFixed(1)} kB; real ${ms(node.startTime - start)}-${ms(node.endTime - start)} ms)`;
  }
  const work = node.childEvents
    .filter((/** @type {any} */ event) => event.dur >= 1000 && ['EvaluateScript', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'FunctionCall'].includes(event.name))
    .map((/** @type {any} */ event) => `${event.name} ${ms(event.dur)}`);
  return `task of ${ms(node.endTime - node.startTime)} ms at ${ms(node.startTime - start)} ms${work.length ? `: ${work.join(', ')}` : ''}`;
}

export default class LcpGraphAudit extends Audit {
  static get meta() {
    return {
      id: 'lcp-graph',
      title: 'What the simulated LCP replays',
      description: "The nodes of Lantern's optimistic and pessimistic LCP graphs.",
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: /** @type {const} */ (['navigation']),
      requiredArtifacts: /** @type {const} */ (['HostUserAgent', 'Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps', 'HostDPR']),
    };
  }

  /** @param {any} artifacts @param {any} context */
  static async audit(artifacts, context) {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: context.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
      HostDPR: artifacts.HostDPR,
    };
    const result = await LanternLargestContentfulPaint.request(data, context);
    /** @param {any} estimate */
    const nodes = (estimate) => {
      const timings = [...estimate.nodeTimings.entries()];
      const start = timings.find(([node]) => node.type === 'network' && node.isMainDocument())?.[0].startTime ?? 0;
      return timings
        .sort(([, a], [, b]) => a.startTime - b.startTime)
        .map(([node, timing]) => ({ simulatedMs: [Math.round(timing.startTime), Math.round(timing.endTime)], node: describe(node, start) }));
    };
    return {
      score: null,
      numericValue: result.timing,
      details: {
        type: 'debugdata',
        optimisticMs: result.optimisticEstimate.timeInMs,
        pessimisticMs: result.pessimisticEstimate.timeInMs,
        optimistic: nodes(result.optimisticEstimate),
        pessimistic: nodes(result.pessimisticEstimate),
      },
    };
  }
}
