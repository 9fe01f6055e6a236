import * as v from 'valibot';
import type { MeterType } from '@/lib/bills/site';
import { verifyMerchantRequest, type WireVerifyMerchantRequest } from '@/lib/bills/wire';
import { METER_NOT_FOUND_MESSAGE } from '../messages';
import { findDistributor } from './catalogue';

/** Meter verification of the sandbox, following the test values in docs/bills-api.md. */

export const SERVICE_UNAVAILABLE_MESSAGE = 'The bills service is temporarily unavailable.';

export const verifyMerchantRequestSchema = v.pipe(
  verifyMerchantRequest,
  // A second call names a distributor: it must be one the sandbox knows, with a meter type.
  v.forward(
    v.check(
      ({ serviceID }) => serviceID === '' || findDistributor(serviceID) !== undefined,
      ({ input }) => `unknown distributor "${input.serviceID}"`,
    ),
    ['serviceID'],
  ),
  v.forward(
    v.check(
      ({ serviceID, type }) => serviceID === '' || type !== '',
      'must be "prepaid" or "postpaid" when a distributor is given',
    ),
    ['type'],
  ),
);

type Customer = { name: string; address: string; arrears: string };

type SandboxMeter = { customer: Customer; merchantLog?: { serviceId: string; type: MeterType } | null };

/** Meters the sandbox knows; `merchantLog` is what the backend's log holds (undefined: not in the log). */
const KNOWN_METERS: Readonly<Record<string, SandboxMeter>> = {
  '11111111111': {
    customer: { name: 'Adaeze Okafor', address: '14 Allen Avenue, Ikeja, Lagos', arrears: '0.00' },
    merchantLog: { serviceId: 'ikeja-electric', type: 'prepaid' },
  },
  '22222222222': {
    customer: { name: 'Bola Adeyemi', address: '7 Ring Road, Ibadan, Oyo', arrears: '1250.00' },
    merchantLog: null,
  },
  '33333333333': { customer: { name: 'Chinedu Eze', address: '22 Ogui Road, Enugu', arrears: '' } },
};

export function findCustomer(meter: string): Customer | undefined {
  return Object.hasOwn(KNOWN_METERS, meter) ? KNOWN_METERS[meter]?.customer : undefined;
}

const UNAVAILABLE_METER = '55555555555';

const METER_NUMBER_SPELLING: ReadonlySet<string> = new Set(['eko-electric', 'kano-electric']);

export type VerifyOutcome =
  | { status: 200; payload: unknown }
  | { status: 404 | 503; code: 'meter_not_found' | 'service_unavailable'; message: string };

/** Some distributors spell the meter number `MeterNumber`; the merchant log always writes `Meter_Number`. */
function meterDetails(meter: string, customer: Customer, type: MeterType, serviceId = '') {
  return {
    Customer_Name: customer.name,
    ...(METER_NUMBER_SPELLING.has(serviceId) ? { MeterNumber: meter } : { Meter_Number: meter }),
    Address: customer.address,
    Customer_Arrears: customer.arrears,
    Meter_Type: type.toUpperCase(),
  };
}

function vtPassContent(meter: string, customer: Customer, serviceId: string, type: MeterType) {
  return {
    ...meterDetails(meter, customer, type, serviceId),
    Minimum_Amount: 500,
    Can_Vend: 'yes',
    WrongBillersCode: false,
  };
}

function firstCall(meter: string): VerifyOutcome {
  const known = KNOWN_METERS[meter];
  if (!known || known.merchantLog === undefined)
    return { status: 404, code: 'meter_not_found', message: METER_NOT_FOUND_MESSAGE };
  const log = known.merchantLog;
  const distributor = log ? findDistributor(log.serviceId) : undefined;
  const type = log?.type ?? 'prepaid';
  return {
    status: 200,
    payload: {
      ...meterDetails(meter, known.customer, type),
      merchantlog: distributor ? { ProviderName: distributor.ProviderName, ServiceId: distributor.ServiceId } : null,
      vtPassData: { code: '000', content: vtPassContent(meter, known.customer, distributor?.ServiceId ?? '', type) },
    },
  };
}

function secondCall(meter: string, serviceId: string, type: MeterType): VerifyOutcome {
  const known = KNOWN_METERS[meter];
  const distributor = findDistributor(serviceId);
  if (!known || !distributor) {
    const name = distributor?.ProviderName ?? serviceId;
    return {
      status: 200,
      payload: {
        code: '000',
        content: {
          error: `This meter is not correct or is not a valid ${name} ${type} meter. Please check and try again`,
          WrongBillersCode: true,
        },
      },
    };
  }
  return { status: 200, payload: { code: '000', content: vtPassContent(meter, known.customer, serviceId, type) } };
}

/** The first call (no distributor) looks in the merchant log; the second asks the distributor. */
export function verifyMerchant(request: WireVerifyMerchantRequest): VerifyOutcome {
  if (request.billersCode === UNAVAILABLE_METER)
    return { status: 503, code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE };
  if (request.serviceID === '' || request.type === '') return firstCall(request.billersCode);
  return secondCall(request.billersCode, request.serviceID, request.type);
}
