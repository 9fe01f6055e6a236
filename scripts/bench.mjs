// Speed and size benchmark of the built site: first-load JavaScript and CSS per route (gzip), HTML
// size, server response times, and the security headers' Observatory-style scores. Starts `next start` on a spare port unless BENCH_URL is given,
// and writes bench/report.md. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { headerScores } from './security/header-scores.mjs';

const ROUTES = ['/', '/paybills', '/pricing', '/about', '/contactus', '/policy', '/termsconditions', '/comingsoon'];
const BUDGET_JS_KB = 200;
const BUDGET_P95_MS = 200;
const SAMPLES = 30;
const port = Number(process.env.BENCH_PORT || 3150);
const base = process.env.BENCH_URL || `http://127.0.0.1:${port}`;

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No server at ${base}`);
}

const gzipKb = (buffer) => gzipSync(buffer).length / 1024;
const assetCache = new Map();
async function assetKb(path) {
  if (!assetCache.has(path)) assetCache.set(path, gzipKb(Buffer.from(await (await fetch(new URL(path, base))).arrayBuffer())));
  return assetCache.get(path);
}

async function measure(route) {
  const html = await (await fetch(base + route)).text();
  // noModule polyfills are never loaded by the browsers that run modules: not part of first load.
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => m[1]))];
  const styles = [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]))];
  const js = (await Promise.all(scripts.map(assetKb))).reduce((a, b) => a + b, 0);
  const css = (await Promise.all(styles.map(assetKb))).reduce((a, b) => a + b, 0);
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await (await fetch(base + route)).arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { route, htmlKb: gzipKb(Buffer.from(html)), js, css, p50: pct(50), p95: pct(95) };
}

const server = process.env.BENCH_URL ? null : spawn('npx', ['next', 'start', '-p', String(port)], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXY_HOPS: '1' } });
try {
  await waitForServer();
  const rows = [];
  for (const route of ROUTES) rows.push(await measure(route));
  const ok = (row) => row.js <= BUDGET_JS_KB && row.p95 <= BUDGET_P95_MS;
  const headers = await headerScores(base, ROUTES);
  const lines = [
    `# Benchmark report`,
    ``,
    `${new Date().toISOString()} against ${base}. Budgets: first-load JS <= ${BUDGET_JS_KB} kB gzip, p95 response <= ${BUDGET_P95_MS} ms (${SAMPLES} sequential requests).`,
    ``,
    `| route | HTML kB (gzip) | JS kB (gzip) | CSS kB (gzip) | p50 ms | p95 ms | within budget |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    ...rows.map((r) => `| ${r.route} | ${r.htmlKb.toFixed(1)} | ${r.js.toFixed(1)} | ${r.css.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${ok(r) ? 'yes' : 'NO'} |`),
    ``,
    `## Security headers`,
    ``,
    `Observatory-style score (scripts/security/observatory-score.mjs) of each answer as a visitor over HTTPS gets it (through one trusted proxy). The redirection test (HTTP to HTTPS) belongs to the TLS front and is not scored. The fuzz test (tests/e2e/fuzz.spec.ts) sends 200 malformed requests to each of 18 routes on every test run.`,
    ``,
    `| address | score | target | deductions | pass |`,
    `| --- | --- | --- | --- | --- |`,
    ...headers.map((h) => `| ${h.route} | ${h.score} | >= ${h.target} | ${h.deductions.join(', ') || 'none'} | ${h.ok ? 'yes' : 'NO'} |`),
  ];
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.md', `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  process.exitCode = rows.every(ok) && headers.every((h) => h.ok) ? 0 : 1;
} finally {
  server?.kill();
}
