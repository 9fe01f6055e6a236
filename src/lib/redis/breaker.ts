// Bounds every Redis call and skips Redis while it fails (loaded by Node as is too, as connection.ts). A frozen server keeps the socket open, so a written command waits for ever past the client's own
// timeout: each call races a timer, and the first to lose opens the breaker until a background PING answers. The bound must measure Redis, not a busy event loop or a queue behind other answers: a
// call is cut only once the loop has listened for the bound's length, idle and free to read an answer, and Redis said nothing meanwhile.
import { performance } from 'node:perf_hooks';
import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleType } from 'cockatiel';
import { log } from '../observability/log.ts';
import { metrics } from '../observability/metrics.ts';
import { inSpan } from '../observability/spans.ts';

/** How long one Redis call may take before the caller falls back (pages must answer within 1 s). */
export const REDIS_CALL_TIMEOUT_MS = 400;
/** While the breaker is open, how long before a PING may check whether Redis answers again. */
export const REDIS_RETRY_INTERVAL_MS = 1_000;
/** However busy the loop or the connection, a call is given up after this many bounds. */
const MAX_BOUNDS = 5;

/** Thrown instead of waiting on Redis: the call timed out, or the breaker skips Redis. */
export class RedisUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * `promise`, or a RedisUnavailableError once the event loop has been idle for `ms` in all (waiting on its sockets, so it
 * would have read an answer) while Redis answered nothing. Time the loop spends rendering, or before the client's write
 * gets its turn, is not Redis's silence, however long; an answer to another call restarts the count (Redis is alive,
 * this call waits its turn).
 */
function within<T>(promise: Promise<T>, ms: number, lastAnswerAt: () => number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const started = performance.now();
  let quietSince = started;
  let loopWhenQuiet = performance.eventLoopUtilization();
  const expired = new Promise<never>((_, reject) => {
    const decide = () => {
      if (settled) return;
      const now = performance.now();
      if (lastAnswerAt() >= quietSince) {
        quietSince = now;
        loopWhenQuiet = performance.eventLoopUtilization();
      }
      const listened = performance.eventLoopUtilization(loopWhenQuiet).idle;
      if (listened >= ms || now - started >= ms * MAX_BOUNDS)
        reject(new RedisUnavailableError(`Redis did not answer within ${ms} ms`));
      else waitFor(ms - listened);
    };
    const waitFor = (wait: number) => {
      // Decided after the loop has read its sockets once more: an answer already there is read first and wins the race.
      timer = setTimeout(() => setImmediate(decide), wait);
    };
    waitFor(ms);
  });
  return Promise.race([promise, expired]).finally(() => {
    settled = true;
    clearTimeout(timer);
  });
}

export type BreakerOptions = { timeoutMs?: number; retryIntervalMs?: number; name?: string };
export type Breaker = {
  /** `call` raced against the timeout; rejects at once (RedisUnavailableError) while the breaker is not closed. */
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly open: boolean;
};

/**
 * Cockatiel's breaker, opened by the first call cut at its bound. While it is not closed no visitor's call
 * waits on Redis: each fails at once, and sets off `ping` in the background, which after the retry interval
 * is the breaker's half-open trial (closing it when Redis answers).
 */
export function createBreaker(
  ping: () => Promise<unknown>,
  { timeoutMs = REDIS_CALL_TIMEOUT_MS, retryIntervalMs = REDIS_RETRY_INTERVAL_MS, name = 'redis' }: BreakerOptions = {},
): Breaker {
  const policy = circuitBreaker(handleType(RedisUnavailableError), {
    halfOpenAfter: retryIntervalMs,
    breaker: new ConsecutiveBreaker(1),
  });
  // Once per outage: a ping that finds Redis still silent opens the breaker again, which is not news.
  let openSince: number | null = null;
  policy.onBreak(() => {
    if (openSince !== null) return;
    openSince = Date.now();
    metrics().breakerOpen.set(1);
    log.error(
      { event: 'redis-breaker', open: true },
      `[redis] ${name} did not answer within ${timeoutMs} ms: skipping it (this instance's memory serves) until it answers again.`,
    );
  });
  policy.onReset(() => {
    metrics().breakerOpen.set(0);
    log.info(
      { event: 'redis-breaker', open: false },
      `[redis] ${name} answers again after ${Math.round((Date.now() - (openSince ?? Date.now())) / 1000)} s: using it again.`,
    );
    openSince = null;
  });

  /** When Redis last answered a call (an error reply is an answer too). */
  let lastAnswerAt = -Infinity;
  const bounded = <T>(call: () => Promise<T>) =>
    policy.execute(() => {
      const pending = call();
      const answered = () => {
        lastAnswerAt = performance.now();
      };
      pending.then(answered, answered);
      return within(pending, timeoutMs, () => lastAnswerAt);
    });

  let probing = false;
  function probe() {
    if (probing) return;
    probing = true;
    // Any failure of the ping (refused, not yet connected) is Redis not answering: the breaker stays open.
    bounded(() =>
      ping().catch((error: unknown) =>
        Promise.reject(
          new RedisUnavailableError(
            `${name} did not answer a ping: ${error instanceof Error ? error.message : String(error)}`,
          ),
        ),
      ),
    )
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  }

  return {
    get open() {
      return policy.state !== CircuitState.Closed;
    },
    run(call) {
      const skipped = policy.state !== CircuitState.Closed;
      return inSpan('redis', { 'db.system.name': 'redis', 'helpa.redis_skipped': skipped }, () => {
        if (!skipped) return bounded(call);
        probe();
        return Promise.reject(new RedisUnavailableError(`${name} is skipped until it answers again`));
      });
    },
  };
}
