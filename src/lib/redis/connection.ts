// One Redis connection per process, for the cache handler (which Node loads as is) and the rate limits (bundled by Next):
// both import it, and it is kept on globalThis so both get the same client.
import { createClient, type RedisClientType } from '@redis/client';
import { createBreaker, REDIS_CALL_TIMEOUT_MS, type Breaker } from './breaker.ts';
import { log } from '../observability/log.ts';

/** How long the first use waits for the first connection before falling back (a call then has its own bound). */
const FIRST_CONNECT_WAIT_MS = REDIS_CALL_TIMEOUT_MS;

/** A Redis back from an outage is used (and readiness says so) within a second: a refused connection attempt costs next to nothing. */
const RECONNECT_MAX_WAIT_MS = 500;

const REGISTRY = Symbol.for('helpa.redis.connections');

type Connection = { client: RedisClientType; firstAttempt: Promise<void>; settled: boolean };

function registry(): Map<string, Connection> {
  const store = globalThis as unknown as Record<symbol, Map<string, Connection> | undefined>;
  return (store[REGISTRY] ??= new Map<string, Connection>());
}

/** The server's address for logs, never its password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * Once per URL, a client that fails at once while the server is unreachable (no offline queue), logging an outage only at its start and end. */
function connection(url: string): Connection {
  const known = registry().get(url);
  if (known) return known;

  const where = describeRedisUrl(url);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // No client-side command timeout: it is a plain timer, so a busy event loop would fail a command not yet written to a
    // healthy Redis. The breaker's race bounds every call, and once it opens nothing more is queued on a frozen connection.
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_WAIT_MS),
    },
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  client.on('error', (error: unknown) => {
    if (state === 'down') return;
    state = 'down';
    const reason = error instanceof Error ? error.message : String(error);
    log.error(
      { event: 'redis', state: 'down' },
      `[redis] ${where} is unreachable (${reason}): the cache and rate limits fall back to this instance's memory until it is back.`,
    );
  });
  client.on('ready', () => {
    const before = state;
    state = 'up';
    if (before === 'connecting')
      log.info({ event: 'redis', state: 'up' }, `[redis] connected to ${where}: the cache and rate limits are shared.`);
    else if (before === 'down')
      log.info(
        { event: 'redis', state: 'up' },
        `[redis] ${where} is reachable again: the cache and rate limits are shared again.`,
      );
  });

  const entry: Connection = {
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

/** The process's shared client for `url`, connecting in the background. */
export function redisClient(url: string): RedisClientType {
  return connection(url).client;
}

/** Waits for the first connection attempt (at most `waitMs`), so the first request after a start uses Redis rather than memory. */
export async function readyRedisClient(url: string, waitMs = FIRST_CONNECT_WAIT_MS): Promise<RedisClientType> {
  const entry = connection(url);
  if (!entry.client.isReady && !entry.settled) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([entry.firstAttempt, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    entry.settled = true;
  }
  return entry.client;
}

const BREAKERS = Symbol.for('helpa.redis.breakers');

/** One breaker per client, shared like the clients: Node loads this file once for the cache handler and Next bundles it once more. */
function breakers(): WeakMap<RedisClientType, Breaker> {
  const store = globalThis as unknown as Record<symbol, WeakMap<RedisClientType, Breaker> | undefined>;
  return (store[BREAKERS] ??= new WeakMap());
}

/** The circuit breaker of `client`: every call through it is bounded, and skipped while Redis does not answer. */
export function redisBreaker(client: RedisClientType): Breaker {
  let breaker = breakers().get(client);
  if (!breaker) {
    const name = describeRedisUrl(client.options?.url ?? '');
    breaker = createBreaker(() => client.ping(), { name });
    breakers().set(client, breaker);
  }
  return breaker;
}

/** Closes every shared client of this process. */
export async function closeRedisClients(): Promise<void> {
  const entries = [...registry().values()];
  registry().clear();
  // eslint-disable-next-line @typescript-eslint/await-thenable -- destroy() returns nothing in @redis/client 5: the clients close at once
  await Promise.all(entries.map(({ client }) => client.destroy()));
}
