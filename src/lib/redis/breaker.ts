// Bounds every Redis call (Node loads this as is too). A frozen server keeps the socket open, so each call races a timer,
// and the first to lose opens the breaker until a background PING answers.
import { performance } from 'node:perf_hooks';
import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleType } from 'cockatiel';
import { log, reasonOf } from '../observability/log.ts';
import { metrics } from '../observability/metrics.ts';
import { inSpan } from '../observability/spans.ts';

/** Pages must answer within 1 s. */
export const REDIS_CALL_TIMEOUT_MS = 400;
export const REDIS_RETRY_INTERVAL_MS = 1_000;
/** However busy the loop or the connection, a call is given up after this many bounds. */
const MAX_BOUNDS = 5;

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/** Rejects once the loop has been idle (free to read an answer) for `ms` and Redis answered no call meanwhile. */
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

export type Breaker = {
  /** Rejects at once (RedisUnavailableError) while the breaker is not closed. */
  run<T>(call: () => Promise<T>): Promise<T>;
  readonly open: boolean;
};

/** Opened by the first call cut at its bound; while open, each call fails at once and sets off `ping`, the half-open trial. */
export function createBreaker(
  ping: () => Promise<unknown>,
  {
    timeoutMs = REDIS_CALL_TIMEOUT_MS,
    retryIntervalMs = REDIS_RETRY_INTERVAL_MS,
    name = 'redis',
  }: { timeoutMs?: number; retryIntervalMs?: number; name?: string } = {},
): Breaker {
  const policy = circuitBreaker(handleType(RedisUnavailableError), {
    halfOpenAfter: retryIntervalMs,
    breaker: new ConsecutiveBreaker(1),
  });
  // Logged once per outage: a failed ping opens the breaker again.
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

  /** An error reply is an answer too. */
  let lastAnswerAt = -Infinity;
  const bounded = <T>(call: () => Promise<T>) =>
    policy.execute(() => {
      const pending = call();
      const answered = () => void (lastAnswerAt = performance.now());
      pending.then(answered, answered);
      return within(pending, timeoutMs, () => lastAnswerAt);
    });

  let probing = false;
  function probe() {
    if (probing) return;
    probing = true;
    bounded(() =>
      ping().catch((error: unknown) =>
        Promise.reject(new RedisUnavailableError(`${name} did not answer a ping: ${reasonOf(error)}`)),
      ),
    )
      .catch(() => undefined)
      .finally(() => (probing = false));
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
