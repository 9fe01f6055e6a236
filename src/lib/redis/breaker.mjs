// @ts-check
// Bounds every Redis call and skips Redis while it fails (plain JavaScript, as connection.mjs). A frozen server keeps the socket open, so a written command waits for ever past the client's own
// timeout: each call races a timer, and the first to lose opens the breaker until a background PING answers. The bound must measure Redis, not a busy event loop or a queue behind other answers: a
// call is cut only once the loop has listened for the bound's length, idle and free to read an answer, and Redis said nothing meanwhile.
import { performance } from 'node:perf_hooks';
import { log } from '../observability/log.mjs';
import { metrics } from '../observability/metrics.mjs';
import { inSpan } from '../observability/spans.mjs';

/** How long one Redis call may take before the caller falls back (pages must answer within 1 s). */
export const REDIS_CALL_TIMEOUT_MS = 400;
/** While the breaker is open, how often a PING checks whether Redis answers again. */
export const REDIS_RETRY_INTERVAL_MS = 1_000;
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
 * `promise`, or a RedisUnavailableError once the event loop has been idle for `ms` in all (waiting on its sockets, so it
 * would have read an answer) while Redis answered nothing. Time the loop spends rendering, or before the client's write
 * gets its turn, is not Redis's silence, however long; an answer to another call restarts the count (Redis is alive,
 * this call waits its turn).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {() => number} lastAnswerAt
 * @returns {Promise<T>}
 */
function within(promise, ms, lastAnswerAt) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let settled = false;
  const started = performance.now();
  let quietSince = started;
  let loopWhenQuiet = performance.eventLoopUtilization();
  const expired = new Promise((_, reject) => {
    const decide = () => {
      if (settled) return;
      const now = performance.now();
      if (lastAnswerAt() >= quietSince) {
        quietSince = now;
        loopWhenQuiet = performance.eventLoopUtilization();
      }
      const listened = performance.eventLoopUtilization(loopWhenQuiet).idle;
      if (listened >= ms || now - started >= ms * MAX_BOUNDS) reject(new RedisUnavailableError(`Redis did not answer within ${ms} ms`));
      else waitFor(ms - listened);
    };
    /** @param {number} wait */
    const waitFor = (wait) => {
      // Decided after the loop has read its sockets once more: an answer already there is read first and wins the race.
      timer = setTimeout(() => setImmediate(decide), wait);
    };
    waitFor(ms);
  });
  return /** @type {Promise<T>} */ (
    Promise.race([promise, expired]).finally(() => {
      settled = true;
      clearTimeout(timer);
    })
  );
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
    metrics().breakerOpen.set(1);
    openSince = now();
    nextProbeAt = openSince + retryIntervalMs;
    log.error({ event: 'redis-breaker', open: true }, `[redis] ${name} did not answer within ${timeoutMs} ms: skipping it (this instance's memory serves) until it answers again.`);
  }

  function close() {
    log.info({ event: 'redis-breaker', open: false }, `[redis] ${name} answers again after ${Math.round((now() - openSince) / 1000)} s: using it again.`);
    open = false;
    metrics().breakerOpen.set(0);
  }

  function probe() {
    if (probing || now() < nextProbeAt) return;
    probing = true;
    within(ping(), timeoutMs, () => lastAnswerAt).then(
      () => {
        if (open) close();
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
      if (open) close();
    },
    run(call) {
      return inSpan('redis', { 'db.system.name': 'redis', 'helpa.redis_skipped': open }, async () => {
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
      });
    },
  };
}
