/** After the `attempts`-th failed send: 2 s, doubling, at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}
