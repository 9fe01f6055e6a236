import { afterAll, beforeAll, vi } from 'vitest';
import { closeRedisClients } from '@/lib/redis/connection';
import { startRedisServer, type RedisServer } from '../../fixtures/redis-server';

/**
 * A real redis-server for the enclosing `describe`, started before its tests; afterwards the clients are closed and the
 * server stopped. Returns the running server.
 */
export function aRedisServer(): () => RedisServer {
  let server: RedisServer | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await closeRedisClients();
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('redis-server has not started: call this inside a test');
    return server;
  };
}

/** The same, with REDIS_URL pointing at it, as a server instance started with it would see. */
export function redisAtRedisUrl(): () => RedisServer {
  const server = aRedisServer();
  beforeAll(() => {
    vi.stubEnv('REDIS_URL', server().url);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  return server;
}
