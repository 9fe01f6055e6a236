// @ts-check
// The one Redis connection of a server process, shared by the ISR cache handler (cache-handler.mjs,
// which Node loads as is) and the rate limits (bundled by Next): plain JavaScript so both can import
// it, and kept on globalThis so both get the same client. Its types are in connection.d.mts.
import { createClient } from '@redis/client';

/** How long a Redis command may take before the caller falls back to this process's memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long the first use waits for the first connection before falling back. */
const FIRST_CONNECT_WAIT_MS = 2_000;

const REGISTRY = Symbol.for('helpa.redis.connections');

/**
 * @typedef {ReturnType<typeof createClient>} RedisClient
 * @typedef {{ client: RedisClient, firstAttempt: Promise<void>, settled: boolean }} Connection
 */

/** @returns {Map<string, Connection>} */
function registry() {
  const store = /** @type {Record<symbol, Map<string, Connection> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[REGISTRY] ??= new Map());
}

/** The server's address for logs, never its password. @param {string} url */
export function describeRedisUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * Opens (once per process and URL) a client that never blocks a request for long: commands fail at
 * once while the server is unreachable (no offline queue) and after REDIS_COMMAND_TIMEOUT_MS when it
 * does not answer; the client keeps reconnecting in the background. An outage is logged once when it
 * starts and once when it ends, not on every retry.
 *
 * @param {string} url
 * @returns {Connection}
 */
function connection(url) {
  const known = registry().get(url);
  if (known) return known;

  const where = describeRedisUrl(url);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  /** @type {'connecting' | 'up' | 'down'} */
  let state = 'connecting';
  client.on('error', (/** @type {unknown} */ error) => {
    if (state === 'down') return;
    state = 'down';
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[redis] ${where} is unreachable (${reason}): the cache and rate limits fall back to this instance's memory until it is back.`);
  });
  client.on('ready', () => {
    const before = state;
    state = 'up';
    if (before === 'connecting') console.info(`[redis] connected to ${where}: the cache and rate limits are shared.`);
    else if (before === 'down') console.info(`[redis] ${where} is reachable again: the cache and rate limits are shared again.`);
  });

  /** @type {Connection} */
  const entry = {
    client,
    // Settles with the first connection's outcome: ready, or the first error (refused, timed out).
    firstAttempt: new Promise((resolve) => {
      client.once('ready', resolve);
      client.once('error', resolve);
    }),
    settled: false,
  };
  // Only an explicit close ends the retries; the 'error' listener has said why.
  client.connect().catch(() => {});
  registry().set(url, entry);
  return entry;
}

/** The shared client for `url` (connecting in the background). @param {string} url */
export function redisClient(url) {
  return connection(url).client;
}

/**
 * The shared client for `url`, after waiting (at most `waitMs`) for its first connection attempt: so
 * the first request after a start uses Redis rather than memory. Later calls never wait.
 *
 * @param {string} url
 * @param {number} [waitMs]
 */
export async function readyRedisClient(url, waitMs = FIRST_CONNECT_WAIT_MS) {
  const entry = connection(url);
  if (!entry.client.isReady && !entry.settled) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    await Promise.race([entry.firstAttempt, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    entry.settled = true;
  }
  return entry.client;
}

/** Closes every shared client of this process (tests, graceful shutdown). */
export async function closeRedisClients() {
  const entries = [...registry().values()];
  registry().clear();
  await Promise.all(entries.map(({ client }) => client.destroy()));
}
