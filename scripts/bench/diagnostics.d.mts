export type LighthouseDiagnostics = {
  firstPaintMs: number;
  beforeFirstPaint: { requests: number; kb: number; mainThreadMs: number };
  lcp: { element: string; subparts: { label: string; ms: number }[] };
  longTasks: { script: string; ms: number }[];
  mainThreadMs: { total: number; scriptEvaluation: number };
  metricScores: { metric: string; score: number }[];
};
export function lighthouseDiagnostics(lhr: unknown): LighthouseDiagnostics;
export function paintEvidence(page: LighthouseDiagnostics, bare: LighthouseDiagnostics): string;
export function blockingEvidence(page: LighthouseDiagnostics, bare: LighthouseDiagnostics): string;
export function scoreEvidence(page: LighthouseDiagnostics): string;
