// @ts-check
// Lighthouse (the npm package, Debian's Chromium), performance only, in rounds: each round loads every page,
// the bare ones among them, once in every setting, so a busy moment of the machine falls on both alike.
// A run Lighthouse cannot finish (NO_FCP, an audit that errs) is tried again, up to three times, and reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const TRIES = 3;
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// chrome-launcher adds its own defaults (no background networking, sync or first-run screens).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'];
const AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** One run in one setting ("mobile devtools": form factor and throttling method), tried again until it finishes. @param {number} port @param {string} url @param {string} setting @param {string[]} failures */
async function measure(port, url, setting, failures) {
  const [formFactor, throttlingMethod] = setting.split(' ');
  for (let tries = 1; tries <= TRIES; tries += 1) {
    const flags = {
      port,
      logLevel: /** @type {const} */ ('error'),
      onlyCategories: ['performance'],
      throttlingMethod: /** @type {any} */ (throttlingMethod),
    };
    const lhr = (await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined))?.lhr;
    const values = Object.entries(AUDITS).map(([key, id]) => [key, Number(lhr?.audits[id]?.numericValue ?? NaN)]);
    const figures = /** @type {import('./report.ts').Run} */ ({
      performance: Math.round((lhr?.categories.performance?.score ?? NaN) * 100),
      ...Object.fromEntries(values),
    });
    if (!lhr?.runtimeError && Object.values(figures).every(Number.isFinite)) return figures;
    const audits = Object.values(lhr?.audits ?? {}).filter((audit) => audit.errorMessage);
    const reason =
      lhr?.runtimeError?.code ??
      (audits.map((audit) => `${audit.id}: ${audit.errorMessage}`).join('; ') || 'no result');
    failures.push(`${setting} ${url}: ${reason}, ${tries < TRIES ? 'tried again' : `left out after ${TRIES} tries`}`);
  }
  return null;
}

/** @param {{ label: string, url: string }[]} pages @param {string[]} settings @param {number} rounds */
export async function lighthouseRounds(pages, settings, rounds) {
  /** @type {import('./report.ts').Results['lighthouse']} */
  const runs = Object.fromEntries(
    settings.map((setting) => [setting, Object.fromEntries(pages.map((page) => [page.label, []]))]),
  );
  const failures = /** @type {string[]} */ ([]);
  for (let round = 1; round <= rounds; round += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      for (const page of pages) {
        for (const setting of settings) {
          console.log(`bench lighthouse round ${round}/${rounds}: ${setting} ${page.label}`);
          const figures = await measure(chrome.port, page.url, setting, failures);
          if (figures) runs[setting]?.[page.label]?.push(figures);
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  return { runs, failures };
}
