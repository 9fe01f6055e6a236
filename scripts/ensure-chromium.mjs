// Browser tests drive Debian's Chromium (Playwright's own browser download cannot work offline).
// Installs it with apt when it is missing and we are allowed to (root, Debian).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
if (!existsSync('/usr/bin/apt-get')) {
  console.error(`No browser at ${CHROMIUM} and no apt-get to install one. Install Chromium and set CHROMIUM_PATH.`);
  process.exit(1);
}
console.log(`No browser at ${CHROMIUM}: installing Debian's chromium with apt-get…`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
} catch {
  console.error('Could not install chromium. Run `apt-get install -y chromium` as root, or set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
