import { createClient, type RedisClientType } from '@redis/client';
import { createBreaker, REDIS_CALL_TIMEOUT_MS, type Breaker } from './breaker.ts';
import { log, reasonOf } from '../observability/log.ts';
import { processGlobal } from '../process-global.ts';

type Connection = { client: RedisClientType; firstAttempt: Promise<void>; settled: boolean };

// The cache handler (loaded by Node as is) and the rate limits (bundled by Next) share one client.
const registry = () => processGlobal('helpa.redis.connections', () => new Map<string, Connection>());

/** For logs: never the password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

function connection(url: string): Connection {
  const known = registry().get(url);
  if (known) return known;

  const where = describeRedisUrl(url);
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // No command timeout: a plain timer would fail commands on a busy event loop. The breaker bounds every call.
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      // A Redis back from an outage is used within a second.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 500),
    },
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  client.on('error', (error: unknown) => {
    if (state === 'down') return;
    state = 'down';
    log.error(
      { event: 'redis', state: 'down' },
      `[redis] ${where} is unreachable (${reasonOf(error)}): the cache and rate limits fall back to this instance's memory until it is back.`,
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
    firstAttempt: new Promise((resolve) => {
      client.once('ready', resolve);
      client.once('error', resolve);
    }),
    settled: false,
  };
  client.connect().catch(() => {});
  registry().set(url, entry);
  return entry;
}

export function redisClient(url: string): RedisClientType {
  return connection(url).client;
}

/** Waits for the first connection attempt (at most `waitMs`), so the first request after a start uses Redis rather than memory. */
export async function readyRedisClient(url: string, waitMs = REDIS_CALL_TIMEOUT_MS): Promise<RedisClientType> {
  const entry = connection(url);
  if (!entry.client.isReady && !entry.settled) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([entry.firstAttempt, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    entry.settled = true;
  }
  return entry.client;
}

const breakers = () => processGlobal('helpa.redis.breakers', () => new WeakMap<RedisClientType, Breaker>());

export function redisBreaker(client: RedisClientType): Breaker {
  let breaker = breakers().get(client);
  if (!breaker) {
    breaker = createBreaker(() => client.ping(), { name: describeRedisUrl(client.options?.url ?? '') });
    breakers().set(client, breaker);
  }
  return breaker;
}

export async function closeRedisClients(): Promise<void> {
  const entries = [...registry().values()];
  registry().clear();
  // eslint-disable-next-line @typescript-eslint/await-thenable -- destroy() returns nothing in @redis/client 5: the clients close at once
  await Promise.all(entries.map(({ client }) => client.destroy()));
}
