// The multi-instance tests start a real redis-server (Debian's package, like the browser: see
// ensure-chromium.mjs). Installs it with apt when it is missing and we are allowed to (root, Debian).
// `--optional`: when it cannot be installed, say so and go on (the tests that need it are skipped).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
const optional = process.argv.includes('--optional');

if (existsSync(REDIS_SERVER)) process.exit(0);

function giveUp(message) {
  if (optional) {
    console.warn(`${message} Tests that need a real Redis are skipped.`);
    process.exit(0);
  }
  console.error(message);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!existsSync('/usr/bin/apt-get')) giveUp(`No redis-server at ${REDIS_SERVER} and no apt-get to install one. Install Redis and set REDIS_SERVER_PATH.`);
if (!isRoot && optional) giveUp(`No redis-server at ${REDIS_SERVER}: run \`sudo apt-get install -y redis-server\`.`);
const sudo = isRoot ? '' : 'sudo ';
console.log(`No redis-server at ${REDIS_SERVER}: installing Debian's redis-server with apt-get…`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server`, { stdio: 'inherit' });
} catch {
  giveUp('Could not install redis-server. Run `apt-get install -y redis-server` as root, or set REDIS_SERVER_PATH to a redis-server binary.');
}
// The package starts a system service on 6379; the tests start their own server on a free port.
if (!existsSync(REDIS_SERVER)) giveUp(`apt-get finished but there is still no ${REDIS_SERVER}.`);
