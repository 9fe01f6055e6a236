import { describe, expect, it, vi } from 'vitest';
import { hasRedisServer } from '../../../../fixtures/redis-server';
import { redisAtRedisUrl } from '../../../support/redis-at-redis-url';

/**
 * The route handlers' ledger as two newly started server instances load it: the module loaded twice. Loaded with the
 * file, not in a test, so that a mutation run counts the module's own constants as loaded once, not as this test's.
 */
async function freshInstance() {
  vi.resetModules();
  const { sandboxLedger } = await import('@/lib/bills/sandbox/payments');
  return sandboxLedger;
}
const one = await freshInstance();
const another = await freshInstance();

const airtime = {
  requestId: '202611221600abcdefABCDEF',
  serviceID: 'mtn',
  billersCode: '08011111111',
  amount: 100,
  phone: '',
  email: '',
};

describe.skipIf(!hasRedisServer())('the sandbox ledger with REDIS_URL set', () => {
  redisAtRedisUrl();

  it('keeps payments in that Redis, so a requery reaching another instance finds them', async () => {
    const paid = await one.pay(airtime);
    expect(paid).toMatchObject({ status: 200, payload: { status: 'delivered' } });
    expect(await another.requery(airtime.requestId)).toEqual(paid);
  });
});
