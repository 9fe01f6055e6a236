import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The unit tests StrykerJS runs against each mutant of the payment modules (stryker.config.mjs): those
 * that exercise them, in one worker per Stryker process. The model-based test of the whole page is left
 * out (about two seconds a sequence); the payment hook has a test of its own.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'tests/unit/features/paybills/**/*.test.{ts,tsx}',
      'tests/unit/lib/bills/**/*.test.ts',
      'tests/unit/app/api/**/*.test.ts',
    ],
    exclude: ['tests/unit/features/paybills/payment/payment-model.test.ts'],
    maxWorkers: 1,
  },
});
