const FIRST_RETRY_MS = 2_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** How long to wait after the `attempts`-th failed send: 2 s, doubling, at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
