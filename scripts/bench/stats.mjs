// @ts-check
// Pure helpers of the benchmark: medians of repeated runs and the pass/fail of a target.

/** The median of the numbers (the mean of the middle two for an even count). @param {number[]} values */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? Number(sorted[middle]) : (Number(sorted[middle - 1]) + Number(sorted[middle])) / 2;
}

/** The lowest and the highest of the numbers. @param {number[]} values @returns {Spread} */
export function spread(values) {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** measured / bare, or NaN when there is no bare figure. @param {number} measured @param {number} bare */
export function ratio(measured, bare) {
  return bare ? measured / bare : NaN;
}

/** @typedef {{ min: number, max: number }} Spread */

/**
 * @typedef {{ target: string, route: string, measured: number, bare: number | null, limit: string, pass: boolean, unit?: string, evidence?: string, spread?: { measured: Spread, bare?: Spread } }} Check
 *   evidence: what the run measured behind the figure, shown when the check fails; spread: the lowest
 *   and highest of the runs behind a median, the page's and the bare page's
 */

/**
 * @param {string} target what is checked
 * @param {string} route where
 * @param {number} measured the figure
 * @param {number | null} bare the bare page's figure in the same run
 * @param {{ atMost?: number, atLeast?: number }} bound the limit the figure must respect
 * @param {string} [unit]
 * @returns {Check}
 */
export function check(target, route, measured, bare, bound, unit = '') {
  const pass = (bound.atMost === undefined || measured <= bound.atMost) && (bound.atLeast === undefined || measured >= bound.atLeast);
  const limit = bound.atMost !== undefined ? `<= ${round(bound.atMost)}` : `>= ${round(/** @type {number} */ (bound.atLeast))}`;
  return { target, route, measured, bare, limit, pass, unit };
}

/** @param {number} value */
export function round(value) {
  return Number.isFinite(value) ? (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100) : NaN;
}
