import type { Payment, PayRequest } from './api';

/**
 * The one payment path every service shares, as a pure reducer: pay → delivered | pending | failed,
 * with "status unknown" when the answer was lost. An attempt keeps its request id across retries
 * and reloads, so a retry can never charge twice; only "Try again" after a failure makes a new one.
 */

/** What is being bought: the request without its id, and the rows the receipt shows that only the client knows. */
export type Order = { request: Omit<PayRequest, 'requestId'>; rows: Array<[string, string]> };

export type Attempt = { requestId: string; order: Order };

export type PaymentPhase = 'idle' | 'paying' | 'pending' | 'unknown' | 'delivered' | 'failed';

export type PaymentState = {
  phase: PaymentPhase;
  attempt: Attempt | null;
  payment: Payment | null;
  /** A refusal to show next to the Pay button (4xx: nothing was charged), or why the status is unknown. */
  error: string | null;
  /** Requeries made for this attempt, for the backoff. */
  checks: number;
  checking: boolean;
};

export type PaymentEvent =
  | { type: 'payStarted'; attempt: Attempt }
  | { type: 'resumed'; attempt: Attempt }
  | { type: 'answered'; payment: Payment }
  | { type: 'lost'; message: string }
  | { type: 'refused'; message: string }
  | { type: 'checkStarted' }
  | { type: 'reset' };

export const initialPaymentState: PaymentState = { phase: 'idle', attempt: null, payment: null, error: null, checks: 0, checking: false };

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'payStarted':
      return { ...state, phase: 'paying', attempt: event.attempt, payment: null, error: null, checking: false };
    case 'resumed':
      return { ...initialPaymentState, phase: 'unknown', attempt: event.attempt };
    case 'answered':
      if (state.attempt && event.payment.requestId !== state.attempt.requestId) return state;
      return { ...state, phase: event.payment.status, payment: event.payment, error: null, checking: false };
    case 'lost':
      return { ...state, phase: 'unknown', error: event.message, checking: false };
    case 'refused':
      return { ...initialPaymentState, error: event.message };
    case 'checkStarted':
      return { ...state, checking: true, checks: state.checks + 1 };
    case 'reset':
      return initialPaymentState;
  }
}

/** Whether the phase waits on a requery. */
export function awaitsStatus(phase: PaymentPhase): boolean {
  return phase === 'pending' || phase === 'unknown';
}

/** Backoff between automatic requeries: 1.5 s, 3 s, 6 s, ... at most 20 s. */
export function requeryDelay(checks: number): number {
  return Math.min(1500 * 2 ** checks, 20_000);
}

/** Token digits in groups of four (`1234 5678 ...`). */
export function groupToken(token: string): string {
  return token.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

// Made on first use, after a payment: a page's first Intl formatter loads locale data (see lib/number-format).
let lagosDate: Intl.DateTimeFormat | undefined;

/** The payment's date as a Lagos visitor reads it. */
export function formatLagosDate(iso: string): string {
  const date = new Date(iso);
  lagosDate ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(date.getTime()) ? iso : `${lagosDate.format(date)} WAT`;
}
