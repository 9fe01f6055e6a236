// Full-page screenshots of every route at 1280, 390 and 320 px, for looking at the site as a visitor does.
// Usage: npm run screenshots -- [baseUrl] [outDir] [path ...]   (the project's Node 22, which runs the .ts it imports)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { SITE_PAGES } from './site-pages.ts';

const [base = 'http://127.0.0.1:3000', out = 'screenshots', ...only] = process.argv.slice(2);
const paths = only.length ? only : [...SITE_PAGES, '/news', '/news/electricity-in-abuja', '/no-such-page'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
for (const width of [1280, 390, 320]) {
  // Reduced motion: scroll-triggered fade-ins would otherwise leave a full-page shot blank below the fold.
  const page = await browser.newPage({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load, as they would for a reader.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
    // Chromium's full-page capture paints only what is near the viewport, and the footer
    // (content-visibility: auto) is skipped while off screen: the window is made as tall as the page
    // instead, so every part is drawn as a visitor scrolling to it sees it.
    await page.setViewportSize({ width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    await page.setViewportSize({ width, height: 900 });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
