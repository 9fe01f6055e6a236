// @ts-check
// Lighthouse (the npm package, Debian's Chromium) on one page, repeated; the median of each figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './stats.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

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
 * @returns {Promise<LighthouseFigures>}
 */
export async function lighthouseMedian(url, formFactor, runs) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    /** @type {LighthouseFigures[]} */
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, formFactor === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      results.push(figures(result.lhr));
    }
    const pick = (/** @type {keyof LighthouseFigures} */ key) => median(results.map((result) => result[key]));
    return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs') };
  } finally {
    await chrome.kill();
  }
}
