// @ts-check
/**
 * Mutation testing of the payment modules (npm run test:mutation): StrykerJS changes the code one small
 * way at a time and runs the unit tests that cover each change; a change no test notices is a survivor.
 * CPU heavy: two test processes at most. What survives, and why that is harmless: docs/testing.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/features/paybills/payment/order.ts',
    'src/features/paybills/payment/outcomes.ts',
    'src/features/paybills/payment/send.ts',
    'src/features/paybills/payment/settle-open-payments.ts',
    'src/features/paybills/receipts/kept-receipts.ts',
    'src/features/paybills/services/checkout.ts',
    'src/features/paybills/services/electricity/electricity-reducer.ts',
    'src/features/paybills/services/top-up/top-up-reducer.ts',
    'src/features/paybills/services/tv/tv-reducer.ts',
    'src/features/paybills/payment/use-order-payment.ts',
    'src/lib/bills/sandbox/payments.ts',
  ],
  // Not copied into Stryker's sandbox: data, build output and reports the unit tests never read.
  ignorePatterns: [
    '.data',
    '.next',
    'test-results',
    'playwright-report',
    'studio/dist',
    'studio/.sanity',
    'screenshots',
    'bench',
    'reports',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  timeoutMS: 20_000,
};

export default config;
