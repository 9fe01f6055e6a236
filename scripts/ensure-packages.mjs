// The tests and the benchmark drive real programs from Debian's packages (Playwright's own browser
// download cannot work offline): Chromium, redis-server, nginx with its Brotli module (the front
// proxy, deploy/nginx), and wrk; Playwright drives Chromium's headless shell.
// Installs those that are missing with apt when we are allowed to (root, Debian).
//   node scripts/ensure-packages.mjs chromium headless-chromium redis nginx wrk promtool [--optional]
// `--optional`: when a program cannot be installed, say so and go on (the unit tests need none).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each program: where the tests look for it (or the variable that moves it), and its packages. */
const PROGRAMS = {
  chromium: {
    path: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    variable: 'CHROMIUM_PATH',
    packages: ['chromium'],
  },
  // Playwright's browser: Chromium's headless shell renders the same engine without the full browser.
  'headless-chromium': {
    path: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
    variable: 'CHROMIUM_PATH',
    packages: ['chromium-headless-shell'],
  },
  redis: {
    path: process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server',
    variable: 'REDIS_SERVER_PATH',
    packages: ['redis-server'],
  },
  nginx: {
    path: process.env.NGINX_PATH || '/usr/sbin/nginx',
    variable: 'NGINX_PATH',
    packages: ['nginx', 'libnginx-mod-http-brotli-filter'],
    also: ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'],
  },
  wrk: { path: '/usr/bin/wrk', variable: 'PATH', packages: ['wrk'] },
  // Checks the example alert rules (deploy/prometheus).
  promtool: {
    path: process.env.PROMTOOL_PATH || '/usr/bin/promtool',
    variable: 'PROMTOOL_PATH',
    packages: ['prometheus'],
  },
};

const optional = process.argv.includes('--optional');
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in PROGRAMS));
if (unknown.length > 0) {
  console.error(`Unknown program(s): ${unknown.join(', ')}. Known: ${Object.keys(PROGRAMS).join(', ')}.`);
  process.exit(2);
}

const isMissing = ({ path, also = [] }) => ![path, ...also].every((file) => existsSync(file));
const missing = names.map((name) => PROGRAMS[name]).filter(isMissing);
if (missing.length === 0) process.exit(0);

// A path set in its variable is the operator's own program (a smoke run on a laptop): never installed over.
const given = missing.filter((program) => program.variable !== 'PATH' && process.env[program.variable]);
if (given.length > 0) {
  giveUp(
    `${given.map((program) => `${program.variable}=${program.path}`).join(', ')}: no such file. Point it at the installed program.`,
  );
}

const packages = missing.flatMap((program) => program.packages);
const manual = `Run \`apt-get install -y ${packages.join(' ')}\` as root, or set ${missing.map((program) => program.variable).join(' / ')}.`;
function giveUp(message) {
  if (optional) {
    console.warn(`${message} Tests that need them are not run.`);
    process.exit(0);
  }
  console.error(message);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!existsSync('/usr/bin/apt-get'))
  giveUp(`Missing: ${packages.join(', ')}, and no apt-get to install them. ${manual}`);
if (!isRoot && optional) giveUp(`Missing: ${packages.join(', ')}. ${manual}`);
const sudo = isRoot ? '' : 'sudo ';
console.log(`Installing Debian's ${packages.join(', ')} with apt-get…`);
try {
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
} catch {
  giveUp(`Could not install ${packages.join(', ')}. ${manual}`);
}
// Packages that start a system service (redis-server on 6379, nginx on 80) are left running; the
// tests start their own on free ports.
const stillMissing = missing.filter(isMissing);
if (stillMissing.length > 0)
  giveUp(`apt-get finished but ${stillMissing.map((program) => program.path).join(', ')} is still missing.`);
