import { describe, expect, it, vi } from 'vitest';
import { createBreaker, REDIS_CALL_TIMEOUT_MS, RedisUnavailableError } from '@/lib/redis/breaker';
import { readyRedisClient, redisBreaker } from '@/lib/redis/connection';
import { hasRedisServer } from '../../../fixtures/redis-server';
import { aRedisServer } from '../../support/redis-at-redis-url';
import { log as processLog } from '@/lib/observability/log';

const never = () => new Promise<never>(() => {});
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Holds the event loop longer than a call's bound (by `overrunMs`), as a render on a busy machine does. */
function busyPastTheBound(overrunMs = 200) {
  const until = performance.now() + REDIS_CALL_TIMEOUT_MS + overrunMs;
  while (performance.now() < until);
}

async function timed<T>(promise: Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const started = performance.now();
  const [result] = (await Promise.allSettled([promise])) as [PromiseSettledResult<T>];
  return { ms: performance.now() - started, result };
}

describe('the Redis breaker', () => {
  it('cuts a call that never answers at its bound, then skips every call at once until a ping answers', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const info = vi.spyOn(processLog, 'info').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let answers = false;
      const ping = vi.fn(() => (answers ? Promise.resolve('PONG') : Promise.reject(new Error('no answer'))));
      const breaker = createBreaker(ping, { timeoutMs: 50, retryIntervalMs: 1_000, name: 'test' });

      const hung = await timed(breaker.run(never));
      expect(hung.result.status === 'rejected' && hung.result.reason).toBeInstanceOf(RedisUnavailableError);
      expect(hung.ms).toBeLessThan(500);
      expect(breaker.open).toBe(true);

      // Skipped at once, however long the call would take; before the retry interval no ping reaches Redis.
      const call = vi.fn(() => Promise.resolve('value'));
      const skipped = await timed(breaker.run(call));
      expect(skipped.result.status === 'rejected' && skipped.result.reason).toBeInstanceOf(RedisUnavailableError);
      expect(call).not.toHaveBeenCalled();
      expect(ping).not.toHaveBeenCalled();

      // After it, a call still fails at once but sets off one ping; the server still silent: still open.
      vi.advanceTimersByTime(1_000);
      await expect(breaker.run(call)).rejects.toBeInstanceOf(RedisUnavailableError);
      expect(ping).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(breaker.open).toBe(true));
      await new Promise((resolve) => setImmediate(resolve));

      // It answers again: the next ping closes the breaker, and calls go through.
      answers = true;
      vi.advanceTimersByTime(2_000);
      await expect(breaker.run(call)).rejects.toBeInstanceOf(RedisUnavailableError);
      await vi.waitFor(() => expect(breaker.open).toBe(false));
      expect(await breaker.run(call)).toBe('value');
      expect(call).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      error.mockRestore();
      info.mockRestore();
    }
  });

  it('passes on the call’s own failure without opening', async () => {
    const breaker = createBreaker(() => Promise.resolve('PONG'));
    await expect(breaker.run(() => Promise.reject(new Error('WRONGTYPE')))).rejects.toThrow('WRONGTYPE');
    expect(breaker.open).toBe(false);
  });

  it('gives a call waiting its turn more time while Redis answers other calls, never more than five bounds', async () => {
    const breaker = createBreaker(() => Promise.resolve('PONG'), { timeoutMs: 100 });
    let answerQueued!: (value: string) => void;
    const queued = breaker.run(() => new Promise<string>((resolve) => (answerQueued = resolve)));
    // Other calls are answered meanwhile, past the first bound: Redis is alive, this one waits its turn.
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      await breaker.run(() => Promise.resolve('other'));
    }
    answerQueued('queued');
    expect(await queued).toBe('queued');
    expect(breaker.open).toBe(false);
    // But a call that never gets its answer is cut, however busy the connection.
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const started = performance.now();
    const stuck = breaker.run(never);
    const others = setInterval(() => void breaker.run(() => Promise.resolve('other')).catch(() => undefined), 30);
    await expect(stuck).rejects.toBeInstanceOf(RedisUnavailableError);
    clearInterval(others);
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    error.mockRestore();
  });
});

describe.skipIf(!hasRedisServer())('the breaker against a frozen redis-server (SIGSTOP)', () => {
  const server = aRedisServer();

  // Three rounds of three busy spells: about 5 s of a held loop by design, hence its own timeout.
  it('stays closed when the event loop, not Redis, is slow: a busy CPU with a healthy server', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const client = await readyRedisClient(server().url);
    const breaker = redisBreaker(client);
    await breaker.run(() => client.set('busy-test', 'answered'));
    for (let round = 0; round < 3; round += 1) {
      // The command goes out, then the loop is busy: the answer waits on the socket, unread, while the bound passes.
      const written = breaker.run(() => client.get('busy-test'));
      await nextTurn();
      busyPastTheBound();
      expect(await written).toBe('answered');
      // Queued from a setImmediate callback (as much of a server's work is): the client's own write, also a
      // setImmediate, waits for the loop's next turn, and the loop is busy past the bound before it.
      await nextTurn();
      const queued = breaker.run(() => client.get('busy-test'));
      busyPastTheBound();
      expect(await queued).toBe('answered');
      // Busy only just past the bound: the timer is hardly late, and the command is written only now.
      await nextTurn();
      const justWritten = breaker.run(() => client.get('busy-test'));
      busyPastTheBound(20);
      expect(await justWritten).toBe('answered');
      expect(breaker.open).toBe(false);
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  }, 20_000);

  it('answers within its bound while the server is frozen, and uses it again once it thaws', async () => {
    const error = vi.spyOn(processLog, 'error').mockImplementation(() => {});
    const info = vi.spyOn(processLog, 'info').mockImplementation(() => {});
    const client = await readyRedisClient(server().url);
    const breaker = redisBreaker(client);
    await breaker.run(() => client.set('breaker-test', 'before'));

    server().process.kill('SIGSTOP');
    // Frozen while this process is busy too: once the loop has listened for a bound after the busy spell, the call is cut.
    const started = performance.now();
    const frozenAndBusy = breaker.run(() => client.get('breaker-test'));
    busyPastTheBound();
    const busyMs = performance.now() - started;
    await expect(frozenAndBusy).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(performance.now() - started).toBeLessThan(busyMs + REDIS_CALL_TIMEOUT_MS + 200);
    expect(breaker.open).toBe(true);
    const skipped = await timed(breaker.run(() => client.get('breaker-test')));
    expect(skipped.result.status).toBe('rejected');
    expect(skipped.ms).toBeLessThan(50);

    server().process.kill('SIGCONT');
    // The resumed Redis answering the breaker's next try.
    await vi.waitFor(
      async () => {
        expect(await breaker.run(() => client.get('breaker-test'))).toBe('before');
      },
      { timeout: 5_000, interval: 100 },
    );
    error.mockRestore();
    info.mockRestore();
  });
});
