// @ts-check
// The two servers the benchmark compares: the site and the bare page, each built once (only when its
// build is missing), started with `next start` and measured through its own front proxy (deploy/nginx),
// as visitors meet the site.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startFrontProxy } from '../front-proxy.mjs';
import { NEXT_START_NODE_FLAGS } from '../next-start-flags.mjs';

const BARE_DIR = 'bench/bare';

/** Builds what has no build yet: the site (`npm run build`), the bare page (its own install and build). */
export function ensureBuilds() {
  if (!existsSync('.next/BUILD_ID')) execSync('npm run build', { stdio: 'inherit' });
  if (!existsSync(path.join(BARE_DIR, 'node_modules/next'))) execSync('npm ci --no-audit --no-fund', { cwd: BARE_DIR, stdio: 'inherit' });
  if (!existsSync(path.join(BARE_DIR, '.next/BUILD_ID'))) execSync('npx next build', { cwd: BARE_DIR, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/**
 * `next start` of the app on `port + 1` (`instanceUrl`), behind the front proxy on `port` (`url`).
 * @param {string} dir the app
 * @param {number} port
 * @param {Record<string, string>} [env]
 * @returns {Promise<{ url: string, instanceUrl: string, stop: () => Promise<void> }>}
 */
export async function startServer(dir, port, env = {}) {
  const next = await startNext(dir, port + 1, { ...env, TRUSTED_PROXY_HOPS: '1' });
  const proxy = await startFrontProxy({ listen: `127.0.0.1:${port}`, upstreams: [new URL(next.url).host], stateDir: `.data/bench-front-proxy-${port}`, workers: 'auto' });
  return {
    url: proxy.url,
    instanceUrl: next.url,
    stop: async () => {
      await proxy.stop();
      next.stop();
    },
  };
}

/**
 * @param {string} dir the app
 * @param {number} port
 * @param {Record<string, string>} env
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
async function startNext(dir, port, env) {
  // The bare page runs with the same Node flags as the site, so the comparison is of the pages alone.
  const child = spawn(process.execPath, [...NEXT_START_NODE_FLAGS, path.resolve(dir, 'node_modules/.bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${dir} did not start on port ${port}`);
}

export const SITE_DIR = '.';
export { BARE_DIR };
