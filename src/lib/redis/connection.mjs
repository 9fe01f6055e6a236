// @ts-check
// The one Redis connection of a server process, shared by the ISR cache handler (cache-handler.mjs,
// which Node loads as is) and the rate limits (bundled by Next): plain JavaScript so both can import
// it, and kept on globalThis so both get the same client. Its types are in connection.d.mts.
import { createClient } from '@redis/client';
import { createBreaker, REDIS_CALL_TIMEOUT_MS } from './breaker.mjs';

/** How long the first use waits for the first connection before falling back (a call then has its own bound). */
const FIRST_CONNECT_WAIT_MS = REDIS_CALL_TIMEOUT_MS;

const REGISTRY = Symbol.for('helpa.redis.connections');

/**
 * @typedef {ReturnType<typeof createClient>} RedisClient
 * @typedef {{ client: RedisClient, firstAttempt: Promise<void>, settled: boolean }} Connection
 * @typedef {import('./breaker.mjs').Breaker} Breaker
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
 * Opens (once per process and URL) a client whose commands fail at once while the server is
 * unreachable (no offline queue); the client keeps reconnecting in the background. An outage is
 * logged once when it starts and once when it ends, not on every retry. A server that accepts
 * commands but does not answer is the breaker's job (`redisBreaker`).
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
    // Cuts commands still queued in the client; one already written is cut by the breaker's race.
    commandOptions: { timeout: REDIS_CALL_TIMEOUT_MS },
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
    else if (before === 'down') {
      console.info(`[redis] ${where} is reachable again: the cache and rate limits are shared again.`);
      // It answered the handshake: the first call after the outage need not wait for a probe.
      redisBreaker(client).answering();
    }
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

const BREAKERS = Symbol.for('helpa.redis.breakers');

/** One breaker per client, shared like the clients: Node loads this file once for the cache handler and Next bundles it once more. */
function breakers() {
  const store = /** @type {Record<symbol, WeakMap<RedisClient, Breaker> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[BREAKERS] ??= new WeakMap());
}

/**
 * The circuit breaker of `client`: run every call through it (`redisBreaker(client).run(() =>
 * client.get(key))`), so no call waits longer than REDIS_CALL_TIMEOUT_MS, and none waits at all while
 * the server is known not to answer.
 *
 * @param {RedisClient} client
 * @returns {Breaker}
 */
export function redisBreaker(client) {
  let breaker = breakers().get(client);
  if (!breaker) {
    const name = describeRedisUrl(client.options?.url ?? '');
    breaker = createBreaker(() => client.ping(), { name });
    breakers().set(client, breaker);
  }
  return breaker;
}

/** Closes every shared client of this process (tests, graceful shutdown). */
export async function closeRedisClients() {
  const entries = [...registry().values()];
  registry().clear();
  await Promise.all(entries.map(({ client }) => client.destroy()));
}
