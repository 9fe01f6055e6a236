// Starts the front proxy of deploy/nginx the way an operator installs it (templates rendered with
// the HELPA_* variables, helpa/*.conf beside them), with nginx's own state in one directory, so the
// e2e tests and the benchmark meet the site through it. As a command (Playwright's web server):
//   node scripts/front-proxy.ts --listen 127.0.0.1:3100 --upstream 127.0.0.1:3101 --state .data/e2e/front-proxy
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const DEPLOY_DIR = fileURLToPath(new URL('../deploy/nginx/', import.meta.url));
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
// Debian's nginx.conf loads these through /etc/nginx/modules-enabled (libnginx-mod-http-brotli-*).
const MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'];

/**
 * A template with each `${NAME}` of `values` replaced, as `envsubst '${NAME} …'` does; nginx's own
 * `$variables` are left alone.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(HELPA_[A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`${name} is not given`);
    return values[name] as string;
  });
}

/** The names a local run answers to; any other Host is refused, as in production. */
const LOCAL_SERVER_NAMES = ['127.0.0.1', 'localhost'];

export type FrontProxyOptions = {
  listen: string;
  upstreams: string[];
  stateDir: string;
  workers?: number | 'auto';
  /** The Host names served (HELPA_SERVER_NAMES); any other is refused. Default: 127.0.0.1 and localhost. */
  serverNames?: string[];
  tls?: { listen: string; redirectListen: string; serverName: string; certificate: string; certificateKey: string };
};
export type FrontProxy = { url: string; stateDir: string; logs: () => string; stop: () => Promise<void> };

function writeConfiguration({
  listen,
  upstreams,
  stateDir,
  workers = 1,
  serverNames = LOCAL_SERVER_NAMES,
  tls,
}: FrontProxyOptions) {
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(path.join(stateDir, 'conf.d'), { recursive: true });
  mkdirSync(path.join(stateDir, 'temp'), { recursive: true });
  cpSync(path.join(DEPLOY_DIR, 'helpa'), path.join(stateDir, 'helpa'), { recursive: true });
  const values = {
    HELPA_LISTEN: listen,
    // As docs/deployment.md installs them (a rolling deploy relies on the fail_timeout).
    HELPA_UPSTREAM_SERVERS: upstreams.map((address) => `server ${address} fail_timeout=5s;`).join(' '),
    HELPA_STATE_DIR: path.resolve(stateDir),
    HELPA_SERVER_NAMES: serverNames.join(' '),
    HELPA_PAGES_DIR: path.resolve(stateDir, 'helpa/pages'),
    ...(tls && {
      HELPA_TLS_LISTEN: tls.listen,
      // The port of "443 ssl http2" or "127.0.0.1:3443 ssl".
      HELPA_TLS_PORT: /^(?:\S*:)?(\d+)\b/.exec(tls.listen)?.[1] ?? '443',
      HELPA_TLS_REDIRECT_LISTEN: tls.redirectListen,
      HELPA_TLS_SERVER_NAMES: tls.serverName,
      HELPA_TLS_CERTIFICATE: tls.certificate,
      HELPA_TLS_CERTIFICATE_KEY: tls.certificateKey,
    }),
  };
  const templates = ['helpa.conf.template', ...(tls ? ['helpa-tls.conf.template'] : [])];
  for (const name of templates) {
    const rendered = renderTemplate(readFileSync(path.join(DEPLOY_DIR, 'conf.d', name), 'utf8'), values);
    writeFileSync(path.join(stateDir, 'conf.d', name.replace(/\.template$/, '')), rendered);
  }
  const temp = (name: string) => `${name}_temp_path ${path.resolve(stateDir, 'temp', name)};`;
  writeFileSync(
    path.join(stateDir, 'nginx.conf'),
    [
      ...MODULES.map((module) => `load_module ${module};`),
      `worker_processes ${workers};`,
      `pid ${path.resolve(stateDir, 'nginx.pid')};`,
      `error_log ${path.resolve(stateDir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      '  include conf.d/*.conf;',
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * Writes the configuration into `stateDir` and starts nginx in the foreground; resolves once it
 * answers on `listen`.
 */
export async function startFrontProxy(options: FrontProxyOptions): Promise<FrontProxy> {
  writeConfiguration(options);
  const child = spawn(NGINX, ['-p', path.resolve(options.stateDir), '-c', 'nginx.conf', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const logs = () => {
    let errors = '';
    try {
      errors = readFileSync(path.join(options.stateDir, 'error.log'), 'utf8');
    } catch {
      // Not written yet.
    }
    return output + errors;
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    await exited;
  };
  const url = `http://${options.listen.includes(':') ? options.listen : `127.0.0.1:${options.listen}`}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${logs()}`);
    // nginx writes its pid once it holds its sockets (another server on the port would answer too).
    const listening =
      existsSync(path.join(options.stateDir, 'nginx.pid')) &&
      (await fetch(`${url}/robots.txt`, { method: 'HEAD' }).then(
        () => true,
        () => false,
      ));
    if (listening && child.exitCode === null) return { url, stateDir: options.stateDir, logs, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${options.listen} within 10 s: ${logs()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string' },
      upstream: { type: 'string', multiple: true },
      state: { type: 'string' },
      workers: { type: 'string' },
    },
  });
  if (!values.listen || !values.upstream?.length || !values.state) {
    console.error(
      'Usage: node scripts/front-proxy.ts --listen <[host:]port> --upstream <host:port> [--upstream …] --state <dir> [--workers N]',
    );
    process.exit(2);
  }
  const proxy = await startFrontProxy({
    listen: values.listen,
    upstreams: values.upstream,
    stateDir: values.state,
    workers: values.workers === 'auto' ? 'auto' : Number(values.workers || 1),
  });
  console.log(`Front proxy (nginx, deploy/nginx) on ${proxy.url}, in front of ${values.upstream.join(', ')}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void proxy.stop().then(() => process.exit(0)));
}
