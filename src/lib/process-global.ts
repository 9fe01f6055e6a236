// Node loads some modules as is (server.mjs, the cache handler) and Next bundles them again: copies share through globalThis.
export function processGlobal<T>(name: string, make: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[Symbol.for(name)] ??= make());
}
