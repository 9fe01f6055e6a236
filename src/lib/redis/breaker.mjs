// @ts-check
// Bounds every Redis call of a client and skips Redis while it fails. Plain JavaScript for the same
// reason as connection.mjs (the cache handler imports it as is); types in breaker.d.mts.
//
// A frozen server (`kill -STOP`, a stalled network) keeps the socket open: a command already written
// waits for ever, and the client's own command timeout does not cut it. So each call races a timer,
// and a call that fails (the timer wins, or the connection breaks) opens the breaker: the connection
// is treated as broken and every call fails at once, until a background PING answers again.
//
// The timer must measure Redis, not this process. On a busy CPU the event loop can be held by other
// work (a render) past the bound while the answer waits unread on the socket; timers run before the
// loop reads sockets, so a plain race would blame Redis. A timer that fires late says the loop was
// busy: the call gets a short grace, in which the loop reads what has arrived, and only a timer that
// fires on time and finds no answer counts as Redis not answering.

/** How long one Redis call may take before the caller falls back (pages must answer within 1 s). */
export const REDIS_CALL_TIMEOUT_MS = 400;
/** While the breaker is open, how often a PING checks whether Redis answers again. */
export const REDIS_RETRY_INTERVAL_MS = 1_000;
/** A timer this much later than due says the event loop was busy, not that Redis was silent. */
const LATE_TIMER_MS = 50;
/** What a call gets after a late timer: enough for the loop to read an answer already there. */
const GRACE_MS = 100;
/** However busy the loop, a call is given up after this many bounds (a frozen server on a busy CPU). */
const MAX_BOUNDS = 5;

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
  const started = performance.now();
  const expired = new Promise((_, reject) => {
    /** @param {number} wait */
    const expireAfter = (wait) => {
      const due = performance.now() + wait;
      timer = setTimeout(() => {
        const now = performance.now();
        if (now - due <= LATE_TIMER_MS || now - started >= ms * MAX_BOUNDS) reject(new RedisUnavailableError(`Redis did not answer within ${ms} ms`));
        else expireAfter(GRACE_MS);
      }, wait);
    };
    expireAfter(ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, expired]).finally(() => clearTimeout(timer)));
}

/**
 * @typedef {{ timeoutMs?: number, retryIntervalMs?: number, name?: string, now?: () => number, isConnectionFailure?: (error: unknown) => boolean }} BreakerOptions
 * @typedef {{ run<T>(call: () => Promise<T>): Promise<T>, readonly open: boolean }} Breaker
 */

/**
 * A circuit breaker around one connection. `ping` is how it learns the server answers again;
 * `isConnectionFailure` tells an error of the connection (it opens the breaker) from the server's own
 * answer to a command (a WRONGTYPE: passed on, the breaker stays closed).
 *
 * @param {() => Promise<unknown>} ping
 * @param {BreakerOptions} [options]
 * @returns {Breaker}
 */
export function createBreaker(ping, { timeoutMs = REDIS_CALL_TIMEOUT_MS, retryIntervalMs = REDIS_RETRY_INTERVAL_MS, name = 'redis', now = Date.now, isConnectionFailure = () => false } = {}) {
  let open = false;
  let openSince = 0;
  let nextProbeAt = 0;
  let probing = false;

  /** @param {unknown} error */
  function trip(error) {
    if (open) return;
    open = true;
    openSince = now();
    nextProbeAt = openSince + retryIntervalMs;
    const what = error instanceof RedisUnavailableError ? `did not answer within ${timeoutMs} ms` : `failed (${error instanceof Error ? error.message : String(error)})`;
    console.error(`[redis] ${name} ${what}: skipping it (this instance's memory serves) until it answers again.`);
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
        if (error instanceof RedisUnavailableError || isConnectionFailure(error)) trip(error);
        throw error;
      }
    },
  };
}
