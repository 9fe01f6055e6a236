import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedisClients } from '@/lib/redis/connection.mjs';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../fixtures/redis-server';

/** The route handlers' ledger as a newly started server instance loads it. */
async function anotherInstance() {
  vi.resetModules();
  const { sandboxLedger } = await import('@/lib/bills-sandbox/payments');
  return sandboxLedger;
}

const airtime = { requestId: '202611221600abcdefABCDEF', serviceID: 'mtn', billersCode: '08011111111', amount: 100, phone: '', email: '' };

describe.skipIf(!hasRedisServer())('the sandbox ledger with REDIS_URL set', () => {
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    vi.stubEnv('REDIS_URL', redis.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeRedisClients();
    await redis?.stop();
  });

  it('keeps payments in that Redis, so a requery reaching another instance finds them', async () => {
    const paid = await (await anotherInstance()).pay(airtime);
    expect(paid).toMatchObject({ status: 200, payload: { status: 'delivered' } });
    expect(await (await anotherInstance()).requery(airtime.requestId)).toEqual(paid);
  });
});
