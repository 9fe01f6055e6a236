// @ts-check
// Bounds every Redis call and skips Redis while it fails (plain JavaScript, as connection.mjs). A frozen server keeps the socket open, so a written command waits for ever past the client's own
// timeout: each call races a timer, and the first to lose opens the breaker until a background PING answers. The bound must measure Redis, not a busy event loop or a queue behind other answers: a
// call is cut only when Redis said nothing at all in a bound in which the loop was free to read it.

/** How long one Redis call may take before the caller falls back (pages must answer within 1 s). */
export const REDIS_CALL_TIMEOUT_MS = 400;
/** While the breaker is open, how often a PING checks whether Redis answers again. */
export const REDIS_RETRY_INTERVAL_MS = 1_000;
/** A timer this much later than due says the event loop was busy, not that Redis was silent. */
const LATE_TIMER_MS = 50;
/** What a call gets after a late timer: enough for the loop to read an answer already there. */
const GRACE_MS = 100;
/** However busy the loop or the connection, a call is given up after this many bounds. */
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
 * `promise`, or a RedisUnavailableError once a bound of `ms` passed in which Redis answered nothing with the loop free to read it.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {() => number} lastAnswerAt
 * @returns {Promise<T>}
 */
function within(promise, ms, lastAnswerAt) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const started = performance.now();
  const expired = new Promise((_, reject) => {
    /** @param {number} wait */
    const expireAfter = (wait) => {
      const windowStart = performance.now();
      const due = windowStart + wait;
      timer = setTimeout(() => {
        const firedAt = performance.now();
        const loopWasBusy = firedAt - due > LATE_TIMER_MS;
        // Decided after the loop has read its sockets once more: an answer that came in just before the bound, while other work held the loop, is read first and wins the race.
        setImmediate(() => {
          const redisAnswered = lastAnswerAt() >= windowStart;
          if (firedAt - started >= ms * MAX_BOUNDS || (!loopWasBusy && !redisAnswered)) reject(new RedisUnavailableError(`Redis did not answer within ${ms} ms`));
          else expireAfter(loopWasBusy ? GRACE_MS : ms);
        });
      }, wait);
    };
    expireAfter(ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, expired]).finally(() => clearTimeout(timer)));
}

/**
 * @typedef {{ timeoutMs?: number, retryIntervalMs?: number, name?: string, now?: () => number }} BreakerOptions
 * @typedef {{ run<T>(call: () => Promise<T>): Promise<T>, answering(): void, readonly open: boolean }} Breaker
 */

/**
 * @param {() => Promise<unknown>} ping
 * @param {BreakerOptions} [options]
 * @returns {Breaker}
 */
export function createBreaker(ping, { timeoutMs = REDIS_CALL_TIMEOUT_MS, retryIntervalMs = REDIS_RETRY_INTERVAL_MS, name = 'redis', now = Date.now } = {}) {
  let open = false;
  let openSince = 0;
  let nextProbeAt = 0;
  let probing = false;

  /** When Redis last answered a call (an error reply is an answer too). */
  let lastAnswerAt = -Infinity;
  const answered = () => {
    lastAnswerAt = performance.now();
  };

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
    within(ping(), timeoutMs, () => lastAnswerAt).then(
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
    answering() {
      if (!open) return;
      console.info(`[redis] ${name} answers again after ${Math.round((now() - openSince) / 1000)} s: using it again.`);
      open = false;
    },
    async run(call) {
      if (open) {
        probe();
        throw new RedisUnavailableError(`${name} is skipped until it answers again`);
      }
      const pending = call();
      pending.then(answered, answered);
      try {
        return await within(pending, timeoutMs, () => lastAnswerAt);
      } catch (error) {
        if (error instanceof RedisUnavailableError) trip();
        throw error;
      }
    },
  };
}
