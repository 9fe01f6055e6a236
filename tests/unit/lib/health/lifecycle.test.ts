import { describe, expect, it } from 'vitest';
import { drainMilliseconds, startDraining, stopped, whenStopping } from '@/lib/health/lifecycle';

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  it('is read in seconds, 0 when unset or not a positive number, and at most five minutes', () => {
    expect(drainMilliseconds(undefined)).toBe(0);
    expect(drainMilliseconds('')).toBe(0);
    expect(drainMilliseconds('five')).toBe(0);
    expect(drainMilliseconds('-3')).toBe(0);
    expect(drainMilliseconds('2.5')).toBe(2_500);
    expect(drainMilliseconds('10')).toBe(10_000);
    expect(drainMilliseconds('9999')).toBe(300_000);
  });
});

describe('stopping', () => {
  it('starts the tasks registered to run on SIGTERM once, and the exit waits for the slowest', async () => {
    let finish = () => {};
    const ended: string[] = [];
    whenStopping(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void ended.push('worker')));
    whenStopping(() => Promise.reject(new Error('a task that fails does not hold the exit')));
    startDraining();
    startDraining();
    let exited = false;
    const exit = stopped().then(() => (exited = true));
    await Promise.resolve();
    expect(exited).toBe(false);
    finish();
    await exit;
    expect(ended).toEqual(['worker']);
  });
});
