import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_SERVICE_TYPES, startFakeBillsApi, type FakeBillsApi } from '../../../fixtures/fake-bills-api';
import { servicesForPage } from '@/lib/bills/server';

let fake: FakeBillsApi;
beforeAll(async () => {
  fake = await startFakeBillsApi();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

// One process's page reads keep a good answer a minute: the failure comes first, before any answer is kept.
describe('the services the search offers', () => {
  it('are none while the bills API answers with another shape', async () => {
    vi.stubEnv('BILLS_API_URL', fake.url);
    fake.misbehaviour = {
      kind: 'answer',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ payload: [{ name: 'no id' }] }),
    };
    expect(await servicesForPage()).toEqual([]);
  });

  it('are the configured bills API’s once it answers in the contract’s shape', async () => {
    fake.misbehaviour = null;
    expect(await servicesForPage()).toEqual(FAKE_SERVICE_TYPES);
  });
});
