import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../fixtures/stub-fetch';
import { verifyMeterOnly, verifyMeterWithDistributor } from '@/features/paybills/api';
import { errorMessage } from '@/lib/bills-api/client';


afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pay-bills API calls', () => {
  it('verifies the meter alone with empty serviceID, type and serviceName, sending the XSRF cookie', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok.mac' });
    const fetchMock = stubFetch(200, { payload: { merchantlog: null } });
    await verifyMeterOnly('22222222222');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sandbox/UtilitiesBills/VerifyMerchant');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok.mac');
    expect(JSON.parse(init.body as string)).toEqual({ billersCode: '22222222222', serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' });
  });

  it('verifies with the distributor, meter type and name', async () => {
    const fetchMock = stubFetch(200, { payload: { code: '000', content: {} } });
    await verifyMeterWithDistributor('33333333333', { ProviderName: 'Kano Electric', ServiceId: 'kano-electric', minimumAmount: 500, maximumAmount: 1, convenienceFee: 0 }, 'postpaid');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      billersCode: '33333333333',
      serviceID: 'kano-electric',
      type: 'postpaid',
      billCategory: 'Electricity',
      serviceName: 'Kano Electric',
    });
  });

  it("turns a failure into the server's error.message", async () => {
    stubFetch(503, { error: { message: 'The bills service is temporarily unavailable.', code: 'service_unavailable' } });
    expect(errorMessage(await verifyMeterOnly('55555555555').catch((error: unknown) => error))).toBe('The bills service is temporarily unavailable.');
  });
});
