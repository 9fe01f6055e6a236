// @ts-check
// What Lighthouse's simulated mobile LCP of one page is made of: the requests and tasks it replays,
// simulated and real times side by side (lcp-graph-audit.mjs). Start the servers first, as
// `npm run bench` does; a URL pattern after the page is blocked in the load (e.g. '*.js').
// Usage: node scripts/bench/lcp-graph.mjs <url> [blocked-pattern ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse.mjs';

const [url, ...blockedUrlPatterns] = process.argv.slice(2);
if (!url) throw new Error('Usage: node scripts/bench/lcp-graph.mjs <url> [blocked-pattern ...]');
const config = {
  extends: 'lighthouse:default',
  audits: [{ path: new URL('./lcp-graph-audit.mjs', import.meta.url).pathname }],
  categories: { performance: { title: 'Performance', auditRefs: [{ id: 'lcp-graph', weight: 0 }] } },
  settings: { onlyCategories: ['performance'] },
};
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns }, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  const details = /** @type {any} */ (audits['lcp-graph']?.details);
  const observed = /** @type {any} */ (audits.metrics?.details)?.items?.[0]?.observedLargestContentfulPaint;
  console.log(`${url}: simulated LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)} ms, the mean of`);
  for (const estimate of /** @type {const} */ (['optimistic', 'pessimistic'])) {
    console.log(`  ${estimate} ${Math.round(details[`${estimate}Ms`])} ms (real largest paint at ${Math.round(observed)} ms):`);
    for (const { simulatedMs, node } of details[estimate]) console.log(`    ${String(simulatedMs[0]).padStart(5)}-${String(simulatedMs[1]).padEnd(5)} ${node}`);
  }
} finally {
  await chrome.kill();
}
