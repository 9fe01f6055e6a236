// @ts-check
// The site as a visitor meets it, through the front proxy, against the bare Next page in the same run;
// writes bench/report.md (and every run's figures to bench/report.json). Method: docs/benchmarks.md.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { controlRounds } from './bench/controls.mjs';
import { runFuzz } from './bench/fuzz.ts';
import { renderReport, SETTINGS, verdicts } from './bench/report.ts';
import { BARE_DIR, ensureInstalled, startServer } from './bench/servers.ts';
import { firstLoad } from './bench/sizes.mjs';
import { throughput } from './bench/throughput.ts';
import { transferRounds } from './bench/transfer.ts';
import { headerScores } from './security/header-scores.mjs';
import { PER_REQUEST_PAGES } from '../src/lib/security/per-request-pages.ts';
import { SITE_PAGES } from './site-pages.ts';

const SECTIONS = ['lighthouse', 'controls', 'sizes', 'transfer', 'throughput', 'headers', 'fuzz'];

const { values } = parseArgs({
  allowNegative: true,
  options: {
    routes: { type: 'string', default: SITE_PAGES.join(',') },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: SECTIONS.join(',') },
    build: { type: 'boolean', default: true },
  },
});
const [routes, sections, runs] = [values.routes.split(','), values.only.split(','), Number(values.runs)];
if (
  !routes.every((route) => route.startsWith('/')) ||
  !sections.every((name) => SECTIONS.includes(name)) ||
  !(Number.isInteger(runs) && runs > 0)
) {
  console.error(
    `Usage: npm run bench -- [--routes=${SITE_PAGES.join(',')}] [--runs=3] [--only=${SECTIONS.join(',')}] [--no-build]`,
  );
  process.exit(2);
}
const started = Date.now();
const run = (/** @type {string} */ command) => execSync(command, { encoding: 'utf8' }).trim();
const commit = `commit ${run('git rev-parse --short HEAD')}${run('git status --porcelain') ? ' with uncommitted changes' : ''}`;
execSync('node scripts/ensure-packages.mjs chromium nginx wrk', { stdio: 'inherit' });
if (values.build)
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
// The bare page and Lighthouse have their own package.json: packages the test command's `npm ci` skips.
ensureInstalled(BARE_DIR, 'next', { output: '.next/BUILD_ID', command: 'npx next build', sources: 'app' });
ensureInstalled('scripts/bench', 'lighthouse');
const { lighthouseRounds } = await import('./bench/lighthouse.mjs');

const bareFor = Object.fromEntries(
  routes.map((route) => [route, `bare ${PER_REQUEST_PAGES.includes(route) ? '/paybills' : '/'}`]),
);
// A figure is only as good as the machine was quiet: the report names what else was running.
const machine = `${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)} at the start; busiest: ${run('ps -eo pcpu=,comm= --sort=-pcpu | head -4').replace(/\s*\n\s*/g, ', ')}`;
/** @type {import('./bench/report.ts').Results} */
const results = {
  meta: [],
  routes,
  bareFor,
  lighthouse: {},
  controls: {},
  sizes: {},
  transfer: {},
  throughput: {},
  headers: [],
  notes: [],
};
const site = await startServer('.', 3150);
const bare = await startServer(BARE_DIR, 3160);
const pages = [...new Set(Object.values(bareFor))]
  .map((label) => ({ label, url: bare.url + label.slice('bare '.length) }))
  .concat(routes.map((route) => ({ label: route, url: site.url + route })));
try {
  // Throughput first, while no browser runs on these two cores.
  for (const page of sections.includes('throughput') ? pages : [])
    results.throughput[page.label] = await throughput(page.url);
  for (const page of sections.includes('sizes') ? pages : []) results.sizes[page.label] = await firstLoad(page.url);
  if (sections.includes('transfer')) results.transfer = await transferRounds(pages, runs);
  if (sections.includes('lighthouse')) {
    const { runs: figures, failures } = await lighthouseRounds(pages, Object.keys(SETTINGS), runs);
    results.lighthouse = figures;
    results.notes.push(...failures.map((failure) => `Lighthouse did not finish: ${failure}.`));
  }
  // The bare page's control (a React button) stands for what a control waiting for hydration costs.
  if (sections.includes('controls'))
    results.controls = await controlRounds(
      [...pages.filter((page) => page.label === 'bare /'), ...pages.filter((page) => !page.label.startsWith('bare '))],
      runs,
    );
  // Asked of the instance as its TLS front would forward an HTTPS visit (this proxy speaks plain HTTP).
  if (sections.includes('headers')) results.headers = await headerScores(site.instanceUrl, routes);
} finally {
  await site.stop();
  await bare.stop();
}
if (sections.includes('fuzz')) results.fuzz = runFuzz();

const { version } = JSON.parse(readFileSync('scripts/bench/node_modules/lighthouse/package.json', 'utf8'));
results.meta = [
  `${new Date().toISOString()}, ${commit}; the run took ${Math.round((Date.now() - started) / 60_000)} min.`,
  `Node ${process.version}, Lighthouse ${version}, ${run(`${process.env.CHROMIUM_PATH || '/usr/bin/chromium'} --version 2>/dev/null`)}; ${runs} runs per figure.`,
  `Machine: ${machine}.`,
  'Every page through its own copy of deploy/nginx; the bare pages are bench/bare (`bare /paybills`: the nonce recipe, for pages rendered per request).',
];
const report = renderReport(results);
writeFileSync('bench/report.json', `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/report.md', report);
console.log(report);
process.exitCode = verdicts(results).every((verdict) => verdict.met) ? 0 : 1;
