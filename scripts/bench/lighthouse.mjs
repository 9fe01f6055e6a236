// @ts-check
// Lighthouse (the npm package, Debian's Chromium) on one page, repeated; the median of each figure.
// A run that Lighthouse could not finish (a runtime error such as NO_FCP, whose scores read 0) is
// tried again up to MAX_TRIES times and, if it never finishes, reported instead of counted. With the
// figures comes what the run whose TBT is nearest the median saw (diagnostics.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { lighthouseDiagnostics } from './diagnostics.mjs';
import { median, spread } from './stats.mjs';

const MAX_TRIES = 3;
export const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number, cls: number, tbtMs: number }} LighthouseFigures */

/** @param {any} lhr @returns {LighthouseFigures} */
function figures(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
  };
}

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} formFactor
 * @param {number} runs
 * @returns {Promise<{ figures: LighthouseFigures, spreads: Record<'performance' | 'lcpMs' | 'tbtMs' | 'cls', import('./stats.mjs').Spread>, diagnostics: import('./diagnostics.mjs').LighthouseDiagnostics | null, failures: string[] }>}
 *   diagnostics: null when no run finished; failures: one line per try that did not finish, saying whether it was tried again
 */
export async function lighthouseMedian(url, formFactor, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    /** @type {{ figures: LighthouseFigures, lhr: any }[]} */
    const results = [];
    /** @type {string[]} */
    const failures = [];
    for (let run = 0; run < runs; run += 1) {
      for (let tries = 0; tries < MAX_TRIES; tries += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, formFactor === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const error = result.lhr.runtimeError;
        if (!error) {
          results.push({ figures: figures(result.lhr), lhr: result.lhr });
          break;
        }
        const outcome = tries + 1 < MAX_TRIES ? 'tried again' : `left out of the median after ${MAX_TRIES} tries`;
        failures.push(`${formFactor} ${url}, run ${run + 1}: ${error.code}, ${outcome} (${error.message})`);
      }
    }
    const pick = (/** @type {keyof LighthouseFigures} */ key) => median(results.map((result) => result.figures[key]));
    const spreadOf = (/** @type {keyof LighthouseFigures} */ key) => spread(results.map((result) => result.figures[key]));
    const tbtMs = pick('tbtMs');
    const [typical] = [...results].sort((a, b) => Math.abs(a.figures.tbtMs - tbtMs) - Math.abs(b.figures.tbtMs - tbtMs));
    return {
      figures: { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs },
      spreads: { performance: spreadOf('performance'), lcpMs: spreadOf('lcpMs'), tbtMs: spreadOf('tbtMs'), cls: spreadOf('cls') },
      diagnostics: typical ? lighthouseDiagnostics(typical.lhr) : null,
      failures,
    };
  } finally {
    await chrome.kill();
  }
}
