// @ts-check
// Bounds every Redis call of a client and skips Redis while it does not answer. Plain JavaScript for
// the same reason as connection.mjs (the cache handler imports it as is); types in breaker.d.mts.
//
// A frozen server (`kill -STOP`, a stalled network) keeps the socket open: a command already written
// waits for ever, and the client's own command timeout does not cut it. So each call races a timer,
// and the first call that loses opens the breaker: the connection is treated as broken and every
// call fails at once, until a background PING answers again.

/** How long one Redis call may take before the caller falls back (pages must answer within 1 s). */
export const REDIS_CALL_TIMEOUT_MS = 400;
/** While the breaker is open, how often a PING checks whether Redis answers again. */
export const REDIS_RETRY_INTERVAL_MS = 1_000;

/** Thrown instead of waiting on Redis: the call timed out, or the breaker skips Redis. */
export class RedisUnavailableError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function within(promise, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(`Redis did not answer within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, expired]).finally(() => clearTimeout(timer)));
}

/**
 * @typedef {{ timeoutMs?: number, retryIntervalMs?: number, name?: string, now?: () => number }} BreakerOptions
 * @typedef {{ run<T>(call: () => Promise<T>): Promise<T>, readonly open: boolean }} Breaker
 */

/**
 * A circuit breaker around one connection. `ping` is how it learns the server answers again.
 *
 * @param {() => Promise<unknown>} ping
 * @param {BreakerOptions} [options]
 * @returns {Breaker}
 */
export function createBreaker(ping, { timeoutMs = REDIS_CALL_TIMEOUT_MS, retryIntervalMs = REDIS_RETRY_INTERVAL_MS, name = 'redis', now = Date.now } = {}) {
  let open = false;
  let openSince = 0;
  let nextProbeAt = 0;
  let probing = false;

  function trip() {
    if (open) return;
    open = true;
    openSince = now();
    nextProbeAt = openSince + retryIntervalMs;
    console.error(`[redis] ${name} did not answer within ${timeoutMs} ms: skipping it (this instance's memory serves) until it answers again.`);
  }

  function probe() {
    if (probing || now() < nextProbeAt) return;
    probing = true;
    within(ping(), timeoutMs).then(
      () => {
        console.info(`[redis] ${name} answers again after ${Math.round((now() - openSince) / 1000)} s: using it again.`);
        open = false;
        probing = false;
      },
      () => {
        nextProbeAt = now() + retryIntervalMs;
        probing = false;
      },
    );
  }

  return {
    get open() {
      return open;
    },
    async run(call) {
      if (open) {
        probe();
        throw new RedisUnavailableError(`${name} is skipped until it answers again`);
      }
      try {
        return await within(call(), timeoutMs);
      } catch (error) {
        if (error instanceof RedisUnavailableError) trip();
        throw error;
      }
    },
  };
}
