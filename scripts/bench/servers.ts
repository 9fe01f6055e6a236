// The two apps the bench compares, the site (`.`) and the bare page (bench/bare, its own install and build),
// each started with the same Node flags behind its own front proxy (deploy/nginx), as visitors meet the site.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startFrontProxy } from '../front-proxy.ts';
import { NEXT_START_NODE_FLAGS } from '../next-start-flags.ts';

export const BARE_DIR = 'bench/bare';

/** The latest change to a file under `dir` (ms), 0 when there is none. */
function lastChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? lastChange(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).mtimeMs,
    ),
  );
}

/**
 * Installs one of the bench's own packages (the bare page, Lighthouse) when `pkg` is not in its node_modules,
 * then runs its build when the build's output is missing or older than its sources (`build.sources`).
 */
export function ensureInstalled(
  dir: string,
  pkg: string,
  build?: { output: string; command: string; sources?: string },
): void {
  const run = (command: string) =>
    execSync(command, { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (!existsSync(path.join(dir, 'node_modules', pkg))) run('npm ci --no-audit --no-fund');
  if (!build) return;
  const output = path.join(dir, build.output);
  if (!existsSync(output) || (build.sources && lastChange(path.join(dir, build.sources)) > statSync(output).mtimeMs))
    run(build.command);
}

/** The app on `port + 1` (`instanceUrl`) as production starts it, behind the front proxy on `port` (`url`). */
export async function startServer(dir: string, port: number) {
  const instanceUrl = `http://127.0.0.1:${port + 1}`;
  const server = existsSync(path.join(dir, 'server.mjs'))
    ? ['server.mjs']
    : [path.resolve(dir, 'node_modules/.bin/next'), 'start'];
  const child = spawn(
    process.execPath,
    [...NEXT_START_NODE_FLAGS, ...server, '-p', String(port + 1), '-H', '127.0.0.1'],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXY_HOPS: '1' },
    },
  );
  const answers = async () => (await fetch(instanceUrl).catch(() => null))?.ok;
  for (let attempt = 0; !(await answers()); attempt += 1) {
    if (attempt === 120 || child.exitCode !== null) {
      child.kill();
      throw new Error(`${dir} did not start on port ${port + 1}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const proxy = await startFrontProxy({
    listen: `127.0.0.1:${port}`,
    upstreams: [`127.0.0.1:${port + 1}`],
    stateDir: `.data/bench-front-proxy-${port}`,
    workers: 'auto',
  });
  const stop = () => proxy.stop().then(() => void child.kill());
  return { url: proxy.url, instanceUrl, pid: child.pid, stop };
}
