// @ts-check
// Whether a page paints before its scripts arrive, the race that decides Lighthouse's simulated LCP
// (see lcp-graph.mjs): over several unthrottled loads at Lighthouse's mobile screen, the first
// contentful paint and the scripts whose download had finished by then. `--styles=inline` puts the
// page's stylesheets in the HTML and `--styles=none` leaves them out, to see what the stylesheet
// fetch costs; every variant, `linked` included, hands the browser the whole HTML at once, from memory.
// Start the servers first, as `npm run bench` does.
// Usage: node scripts/bench/paint-race.mjs <url> [--styles=linked|inline|none] [--runs=8]
import { chromium } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse.mjs';
import { median } from './stats.mjs';

const page = process.argv[2];
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const styles = option('styles', 'linked');
const runs = Number(option('runs', '8'));
if (!page || !URL.canParse(page) || !['linked', 'inline', 'none'].includes(styles) || !(runs > 0)) {
  throw new Error('Usage: node scripts/bench/paint-race.mjs <url> [--styles=linked|inline|none] [--runs=8]');
}
// As the browser names the document (http://host/ with its slash), so the trace's navigation matches.
const url = new URL(page).href;

/** @param {string} html */
async function withStyles(html) {
  let styled = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)) {
    const css = styles === 'inline' ? await (await fetch(new URL(href, url))).text() : null;
    // Relative font URLs resolve against the stylesheet; inline they must name its folder.
    styled = styled.replace(link, css === null ? '' : `<style>${css.replaceAll('url(../', `url(${new URL('../', new URL(href, url)).pathname}`)}</style>`);
  }
  return styled;
}

/**
 * The first contentful paint of one load and the scripts whose download had finished by then.
 * @param {any[]} events the load's trace
 */
function race(events) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const fcp = start && events.find((e) => e.name === 'firstContentfulPaint' && e.ts > start.ts);
  if (!fcp) throw new Error(`The trace of ${url} holds no navigation or no first contentful paint`);
  const ofPage = events.filter((e) => e.pid === start.pid);
  const urls = new Map(ofPage.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args.data.requestId, e.args.data.url]));
  const scripts = ofPage.filter((e) => e.name === 'ResourceFinish' && String(urls.get(e.args.data.requestId)).endsWith('.js'));
  // finishTime (seconds) is when the network finished the download, the end Lighthouse's network records hold.
  const before = scripts.filter((e) => e.args.data.finishTime * 1e6 <= fcp.ts);
  return {
    fcpMs: Math.round((fcp.ts - start.ts) / 1000),
    scripts: before.length,
    scriptKb: Math.round(before.reduce((sum, e) => sum + e.args.data.encodedDataLength, 0) / 1000),
    allScripts: scripts.length,
  };
}

const original = await (await fetch(url)).text();
const html = styles === 'linked' ? original : await withStyles(original);
// The Chrome and the screen Lighthouse's mobile runs use.
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
const loads = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    await tab.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    loads.push(race(JSON.parse((await browser.stopTracing()).toString()).traceEvents));
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${url}, stylesheets ${styles}, ${runs} loads: first contentful paint and the scripts downloaded before it`);
for (const load of loads) console.log(`  FCP ${String(load.fcpMs).padStart(4)} ms: ${load.scripts} of the load's ${load.allScripts} scripts (${load.scriptKb} kB)`);
console.log(`  median: FCP ${median(loads.map((load) => load.fcpMs))} ms, ${median(loads.map((load) => load.scriptKb))} kB of scripts before it`);
