import type { RateLimitStore, WindowCount } from './store';

/**
 * Counts in this process's memory: right for one server, and the fallback when Redis is unreachable.
 * Behind several instances each keeps its own count, so the limit is per instance.
 */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    if (windows.size < 10_000) return;
    for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
  }

  return {
    hit(key: string, windowMs: number): Promise<WindowCount> {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - at });
    },
  };
}
