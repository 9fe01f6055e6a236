import { test } from '@playwright/test';

/**
 * Tests that pay. Locally they pay the built-in sandbox. Against a deployed site (BASE_URL) each pays
 * the bills API for real, so each is tagged PAYMENT_TAG, starts with `refuseToPayUnlessAllowed()`, and
 * pays only with the SMOKE_* values below (tests/unit/lint/payment-tests.test.ts checks all three).
 */
export const PAYMENT_TAG = '@payment';

const deployed = Boolean(process.env.BASE_URL);

/** The first line of a test that pays: against a deployed site it runs only with SMOKE_PAYMENTS=1. */
export function refuseToPayUnlessAllowed(): void {
  test.skip(deployed && process.env.SMOKE_PAYMENTS !== '1', 'Paying against a deployed site (BASE_URL) needs SMOKE_PAYMENTS=1');
}

/** What a test pays for; the defaults are the sandbox's test values (bills-api.md). */
export const SMOKE = {
  /** A prepaid meter that is delivered a token. */
  meter: process.env.SMOKE_METER || '11111111111',
  /** A phone that is credited airtime or data. */
  phone: process.env.SMOKE_PHONE || '08011111111',
  /** A DStv smartcard that is credited. */
  smartcard: process.env.SMOKE_SMARTCARD || '1212121212',
  /** A phone whose payment fails (the sandbox fails any other number). */
  failingPhone: process.env.SMOKE_FAILING_PHONE || '08031234567',
  /** A phone whose payment stays pending until requeried (the sandbox: ending 000000). */
  pendingPhone: process.env.SMOKE_PENDING_PHONE || '08030000000',
};
