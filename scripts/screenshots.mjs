// Full-page screenshots of every route at 1280 and 390 px, for looking at the site as a visitor does.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:3000', out = 'screenshots', ...only] = process.argv.slice(2);
const paths = only.length ? only : ['/', '/paybills', '/pricing', '/about', '/contactus', '/policy', '/termsconditions', '/comingsoon', '/no-such-page'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
