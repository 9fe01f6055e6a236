// @ts-check
// Observatory-style header scores of each route as a visitor over HTTPS gets them: the requests say they
// came through one TLS-terminating proxy, so the server must run with TRUSTED_PROXY_HOPS=1.
import { observatoryScore } from './observatory-score.ts';

/** Every page carries a CSP naming its inline scripts by hash, no 'unsafe-inline' (target 105); the sandbox's answers set cookies (target 100). */
const TARGETS = { '/api/sandbox/UtilitiesBills': 100 };
const PAGE_TARGET = 105;
const VIA_HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' };

/**
 * @param {string} base the server's address
 * @param {string[]} routes the pages to score (the sandbox GET is added)
 */
export async function headerScores(base, routes) {
  const rows = [];
  for (const route of [...routes, '/api/sandbox/UtilitiesBills']) {
    const response = await fetch(base + route, { headers: VIA_HTTPS });
    const { score, tests } = observatoryScore(response.headers, await response.text());
    const target = /** @type {Record<string, number>} */ (TARGETS)[route] ?? PAGE_TARGET;
    const deductions = tests.filter((test) => test.modifier < 0).map((test) => `${test.result} (${test.modifier})`);
    rows.push({ route, score, target, deductions, ok: score >= target });
  }
  return rows;
}
