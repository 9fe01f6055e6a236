import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { distributors, findVariations, SERVICE_TYPES } from '@/lib/bills/sandbox/catalogue';
import { METER_NOT_FOUND_MESSAGE } from '@/lib/bills/messages';
import { SERVICE_UNAVAILABLE_MESSAGE, verifyMerchant, verifyMerchantRequestSchema } from '@/lib/bills/sandbox/meters';

const first = (billersCode: string) =>
  verifyMerchant({ billersCode, serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' });
const second = (billersCode: string, serviceID: string, type: 'prepaid' | 'postpaid' = 'prepaid') =>
  verifyMerchant({ billersCode, serviceID, type, billCategory: 'Electricity', serviceName: '' });

describe('sandbox catalogue', () => {
  it('serves the four service types and the twelve distributors', () => {
    expect(SERVICE_TYPES.map((type) => [type.name, type.identifier])).toEqual([
      ['Electricity Payment', 'electricity-bill'],
      ['Data Subscription', 'data'],
      ['Airtime VTU', 'airtime'],
      ['TV Subscription', 'tv-subscription'],
    ]);
    expect(distributors().map((d) => d.ServiceId)).toEqual([
      'jos-electric',
      'ibadan-electric',
      'portharcourt-electric',
      'enugu-electric',
      'benin-electric',
      'ikeja-electric',
      'eko-electric',
      'abuja-electric',
      'kano-electric',
      'yola-electric',
      'aba-electric',
      'kaduna-electric',
    ]);
    expect(distributors().every((d) => d.minimumAmount === 500)).toBe(true);
  });

  it('has variations for data and TV only, never for inherited object keys', () => {
    for (const id of ['mtn-data', 'airtel-data', 'glo-data', 'etisalat-data', 'dstv', 'showmax'])
      expect(findVariations(id)?.variations.length).toBeGreaterThan(0);
    expect(findVariations('ikeja-electric')).toBeUndefined();
    expect(findVariations('toString')).toBeUndefined();
  });
});

describe('sandbox meter verification', () => {
  it('11111111111: the merchant log knows it as Ikeja Electric prepaid', () => {
    const outcome = first('11111111111');
    expect(outcome.status).toBe(200);
    expect(outcome).toMatchObject({
      payload: {
        Meter_Number: '11111111111',
        Meter_Type: 'PREPAID',
        merchantlog: { ProviderName: 'Ikeja Electric', ServiceId: 'ikeja-electric' },
        vtPassData: { code: '000' },
      },
    });
  });

  it('22222222222: known without a provider, then any distributor verifies it', () => {
    expect(first('22222222222')).toMatchObject({
      status: 200,
      payload: { merchantlog: null, Customer_Name: 'Bola Adeyemi' },
    });
    expect(second('22222222222', 'jos-electric')).toMatchObject({
      status: 200,
      payload: { code: '000', content: { Meter_Number: '22222222222', WrongBillersCode: false } },
    });
  });

  it('33333333333: unknown to the log, then verified as prepaid or postpaid', () => {
    expect(first('33333333333')).toEqual({ status: 404, code: 'meter_not_found', message: METER_NOT_FOUND_MESSAGE });
    expect(second('33333333333', 'abuja-electric', 'prepaid')).toMatchObject({
      payload: { content: { Meter_Type: 'PREPAID', Minimum_Amount: 500, Can_Vend: 'yes' } },
    });
    expect(second('33333333333', 'abuja-electric', 'postpaid')).toMatchObject({
      payload: { content: { Meter_Type: 'POSTPAID' } },
    });
  });

  it('Eko and Kano answer MeterNumber instead of Meter_Number', () => {
    for (const id of ['eko-electric', 'kano-electric']) {
      const outcome = second('33333333333', id);
      expect(outcome).toMatchObject({ payload: { content: { MeterNumber: '33333333333' } } });
      expect(outcome).not.toMatchObject({ payload: { content: { Meter_Number: expect.anything() } } });
    }
  });

  it('44444444444 and any other number: unknown, and every distributor answers WrongBillersCode', () => {
    for (const meter of ['44444444444', '12345678901']) {
      expect(first(meter).status).toBe(404);
      expect(second(meter, 'benin-electric', 'postpaid')).toEqual({
        status: 200,
        payload: {
          code: '000',
          content: {
            error:
              'This meter is not correct or is not a valid Benin Electric postpaid meter. Please check and try again',
            WrongBillersCode: true,
          },
        },
      });
    }
  });

  it('55555555555: the backend is down on both calls', () => {
    const down = { status: 503, code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE };
    expect(first('55555555555')).toEqual(down);
    expect(second('55555555555', 'ikeja-electric')).toEqual(down);
  });
});

describe('VerifyMerchant request rules', () => {
  const valid = {
    billersCode: '33333333333',
    serviceID: 'kano-electric',
    type: 'prepaid',
    billCategory: 'Electricity',
    serviceName: 'Kano Electric',
  };
  const problems = (body: unknown) => {
    const parsed = v.safeParse(verifyMerchantRequestSchema, body);
    return parsed.success ? [] : parsed.issues.map((issue) => v.getDotPath(issue));
  };

  it('accepts a first and a second call', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, serviceID: '', type: '', serviceName: '' })).toEqual([]);
  });

  it('names the field that is wrong', () => {
    expect(problems({ ...valid, billersCode: '1234' })).toEqual(['billersCode']);
    expect(problems({ ...valid, billersCode: 11111111111 })).toEqual(['billersCode']);
    expect(problems({ ...valid, serviceID: 'lagos-gas' })).toEqual(['serviceID']);
    expect(problems({ ...valid, type: 'smart' })).toEqual(['type']);
    expect(problems({ ...valid, type: '' })).toEqual(['type']);
    expect(problems({ ...valid, billCategory: 'Water' })).toEqual(['billCategory']);
    expect(problems({ ...valid, serviceName: undefined })).toEqual(['serviceName']);
  });
});
