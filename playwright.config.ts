import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';

const PORT = Number(process.env.E2E_PORT || 3100);
/** The suite's `next start`, behind the front proxy on PORT. */
const NEXT_PORT = PORT + 1;
export const E2E_NEXT_HOST = `127.0.0.1:${NEXT_PORT}`;
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';
/** The public address `npm run build:e2e` bakes into the pages (canonical links, sitemap). */
export const E2E_SITE_URL = 'https://www.helpa.test';
/**
 * Where the specs that run the site on a Content Lake start the stand-in (tests/fixtures/fake-content-lake.ts):
 * `npm run build:e2e` bakes this address (E2E_PORT + 2) into the cached pages' policy as SANITY_API_HOST,
 * as a production build bakes `https://<project>.api.sanity.io`, so those pages reach it with the CSP on.
 */
export const E2E_CONTENT_LAKE_PORT = PORT + 2;
// BASE_URL points the suite at a deployed site (staging, production): then no local server starts.
const deployed = process.env.BASE_URL;
const baseURL = deployed || `http://127.0.0.1:${PORT}`;

// Chromium's headless shell (Debian's chromium-headless-shell): the same engine as the browser, which
// starts and renders a test's page in about two thirds of the full browser's time.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_FLAGS,
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions };
const EDITS_SHARED_CONTENT = /editorial\.spec\.ts$/;
const ON_THE_CONTENT_LAKE = /(live-content|editors-week|studio-publishing)\.spec\.ts$/;
/** The routes as a browser that runs no JavaScript meets them: this spec runs in the no-js projects only. */
const NO_JAVASCRIPT = /no-javascript\.spec\.ts$/;
// What a phone changes, tagged @phone: every route's render and accessibility, the phone menu and the payer's phone flows.
const PHONE = /@phone/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two, not Playwright's half of the cores: a test spends much of its time waiting on the site and the
  // browser, so on two cores two workers take the suite from about 13 to 7 minutes. Three are faster
  // still (5.6 minutes alone) but starve the tests that time a server under load: a payment on a busy
  // CPU got 503 and a publish missed its deadline in one clean-clone run of three.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The list as tests run, and an HTML report to open afterwards (npx playwright show-report
  // playwright-report): every test, with the screenshot of each failure and the trace of each retry.
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  // Above the default 5 s: a page's first hydration on a busy 2-core machine.
  expect: { timeout: 7_000 },
  // A trace only when a test is retried (CI retries once): recording one for every test made the suite
  // half as slow again. To trace a failure here: npx playwright test <spec> --trace=retain-on-failure.
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'desktop', testIgnore: [EDITS_SHARED_CONTENT, ON_THE_CONTENT_LAKE, NO_JAVASCRIPT], use: desktop },
    // The site on a Content Lake: each of these specs starts the stand-in at E2E_CONTENT_LAKE_PORT, so one at a time.
    // They time publishes against two instances of their own (within 2 s of the lag), so they run once the rest
    // are done: beside two other workers on two cores a render alone took most of that deadline.
    {
      name: 'content-lake',
      testMatch: ON_THE_CONTENT_LAKE,
      workers: 1,
      dependencies: ['desktop', 'mobile', 'no-js-desktop', 'no-js-mobile'],
      use: desktop,
    },
    // The rest (server behaviour, the Studio, flows that do not depend on the screen, and the layout specs, which set
    // their own widths) is checked once, on desktop.
    { name: 'mobile', testIgnore: [EDITS_SHARED_CONTENT, ON_THE_CONTENT_LAKE, NO_JAVASCRIPT], use: phone, grep: PHONE },
    // Every route without JavaScript, at both sizes (docs/features.md says what each offers then).
    { name: 'no-js-desktop', testMatch: NO_JAVASCRIPT, use: { ...desktop, javaScriptEnabled: false } },
    { name: 'no-js-mobile', testMatch: NO_JAVASCRIPT, use: { ...phone, javaScriptEnabled: false }, grep: PHONE },
    // These edit the seed copy every other test reads (the shell's strings, a legal page): alone, once the rest have run.
    {
      name: 'content-edits',
      testMatch: EDITS_SHARED_CONTENT,
      dependencies: ['desktop', 'mobile', 'no-js-desktop', 'no-js-mobile'],
      use: desktop,
    },
  ],
  webServer: deployed
    ? undefined
    : [
        {
          // The built site, never the dev server: `npm run test:e2e` builds first. It reads a copy of the
          // seed dataset, so the revalidation test can edit content without touching studio/seed.
          command: `rm -rf .data/e2e && mkdir -p .data/e2e && cp -r studio/seed .data/e2e/seed && npm start -- -p ${NEXT_PORT} -H 127.0.0.1`,
          url: `http://${E2E_NEXT_HOST}/`,
          reuseExistingServer: !process.env.CI,
          // Copying the seed and starting the built site.
          timeout: 120_000,
          env: {
            NEXT_TELEMETRY_DISABLED: '1',
            SANDBOX_XSRF_SECRET: 'e2e-sandbox-secret',
            SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
            CONTENT_SEED_DIR: '.data/e2e/seed',
            CONTACT_DATA_DIR: '.data/e2e/contact',
            // Behind the front proxy below, which appends the visitor's address.
            TRUSTED_PROXY_HOPS: '1',
            // Every e2e request comes from one address; the limit itself is covered by unit tests.
            CONTACT_RATE_LIMIT: '100',
            SANDBOX_RATE_LIMIT: '10000',
          },
        },
        {
          // The front proxy an operator puts in front (deploy/nginx): the tests meet the site through it.
          command: `node scripts/front-proxy.ts --listen 127.0.0.1:${PORT} --upstream ${E2E_NEXT_HOST} --state .data/e2e-front-proxy`,
          url: `${baseURL}/robots.txt`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        },
      ],
});
