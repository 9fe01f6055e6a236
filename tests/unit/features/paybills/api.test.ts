import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../fixtures/stub-fetch';
import { verifyMeterOnly, verifyMeterWithDistributor } from '@/features/paybills/api';
import { errorMessage } from '@/lib/bills/browser/client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pay-bills API calls', () => {
  it('verifies the meter alone with empty serviceID, type and serviceName, sending the XSRF cookie', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok.mac' });
    const fetchMock = stubFetch(200, { payload: { merchantlog: null } });
    await verifyMeterOnly('22222222222');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bills/UtilitiesBills/VerifyMerchant');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok.mac');
    expect(JSON.parse(init.body as string)).toEqual({
      billersCode: '22222222222',
      serviceID: '',
      type: '',
      billCategory: 'Electricity',
      serviceName: '',
    });
  });

  it('verifies with the distributor, meter type and name', async () => {
    const fetchMock = stubFetch(200, { payload: { code: '000', content: {} } });
    await verifyMeterWithDistributor('33333333333', { name: 'Kano Electric', serviceId: 'kano-electric' }, 'postpaid');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      billersCode: '33333333333',
      serviceID: 'kano-electric',
      type: 'postpaid',
      billCategory: 'Electricity',
      serviceName: 'Kano Electric',
    });
  });

  it("maps the wire fields to the app's own at the boundary, whichever meter-number spelling arrives", async () => {
    stubFetch(200, {
      payload: {
        Customer_Name: 'Adaeze Okafor',
        Meter_Number: '11111111111',
        Address: '14 Allen Avenue',
        Customer_Arrears: '0.00',
        Meter_Type: 'PREPAID',
        merchantlog: { ProviderName: 'Ikeja Electric', ServiceId: 'ikeja-electric' },
      },
    });
    expect(await verifyMeterOnly('11111111111')).toEqual({
      fields: {
        name: 'Adaeze Okafor',
        meterNumber: '11111111111',
        address: '14 Allen Avenue',
        arrears: '0.00',
        meterType: 'PREPAID',
      },
      provider: { name: 'Ikeja Electric', serviceId: 'ikeja-electric' },
    });
    stubFetch(200, {
      payload: {
        code: '000',
        content: { Customer_Name: 'Chinedu Eze', MeterNumber: '33333333333', WrongBillersCode: false },
      },
    });
    expect(
      await verifyMeterWithDistributor('33333333333', { name: 'Eko Electric', serviceId: 'eko-electric' }, 'prepaid'),
    ).toMatchObject({
      fields: { name: 'Chinedu Eze', meterNumber: '33333333333' },
      error: null,
    });
    stubFetch(200, {
      payload: { code: '000', content: { error: 'This meter is not correct', WrongBillersCode: true } },
    });
    expect(
      await verifyMeterWithDistributor('44444444444', { name: 'Eko Electric', serviceId: 'eko-electric' }, 'prepaid'),
    ).toMatchObject({ error: 'This meter is not correct' });
  });

  it("turns a failure into the server's error.message", async () => {
    stubFetch(503, {
      error: { message: 'The bills service is temporarily unavailable.', code: 'service_unavailable' },
    });
    expect(errorMessage(await verifyMeterOnly('55555555555').catch((error: unknown) => error))).toBe(
      'The bills service is temporarily unavailable.',
    );
  });
});
