import useSWR from 'swr';
import { BillsApiError, billsExchange, billsRequest } from '@/lib/bills-api/client';
import {
  BILLS_PATHS,
  paymentStatusPath,
  type WirePayment,
  type WirePayRequest,
  type WireVariations,
  type MeterType,
  type WireDistributor,
  type WireDistributorCheckResult,
  type WireMerchantLogResult,
  type WireMeterDetails,
  type WireServiceType,
  type WireVerifyMerchantRequest,
} from '@/lib/bills-api/contract';

/** The bills API as the pay-bills module sees it: typed calls and SWR hooks, all through billsRequest. */

export type { MeterType } from '@/lib/bills-api/contract';
export type ServiceType = WireServiceType;

/** A power distributor in the app's own words (VTpass's ProviderName / ServiceId mapped here, once). */
export type Provider = { name: string; serviceId: string };
export type Distributor = Provider & { minimumAmount: number; maximumAmount: number; convenienceFee: number };

/** What a verification says about the meter; distributors spell the meter number two ways. */
export type MeterFields = { name?: string; meterNumber?: string; address?: string; arrears?: string | number | null; meterType?: string };

/** The first (meter-only) verification: the meter, and its distributor when the merchant log knows it. */
export type MeterLookup = { fields: MeterFields; provider: Provider | null };

/** The second (with distributor) verification: the meter, or the distributor's "wrong meter" message. */
export type DistributorCheck = { fields: MeterFields; error: string | null };

const toProvider = (wire: { ProviderName: string; ServiceId: string }): Provider => ({ name: wire.ProviderName, serviceId: wire.ServiceId });

export function toDistributor(wire: WireDistributor): Distributor {
  return { ...toProvider(wire), minimumAmount: wire.minimumAmount, maximumAmount: wire.maximumAmount, convenienceFee: wire.convenienceFee };
}

function toMeterFields(wire: WireMeterDetails): MeterFields {
  return { name: wire.Customer_Name, meterNumber: wire.Meter_Number ?? wire.MeterNumber, address: wire.Address, arrears: wire.Customer_Arrears, meterType: wire.Meter_Type };
}

export function toMeterLookup(wire: WireMerchantLogResult): MeterLookup {
  return { fields: toMeterFields(wire), provider: wire.merchantlog ? toProvider(wire.merchantlog) : null };
}

export function toDistributorCheck(wire: WireDistributorCheckResult): DistributorCheck {
  return { fields: toMeterFields(wire.content), error: wire.content.error ?? null };
}

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useServiceTypes() {
  return useSWR<ServiceType[], Error>(BILLS_PATHS.serviceTypes, (path: string) => billsRequest(path, 'serviceTypes'), swrOptions);
}

export function useDistributors() {
  return useSWR<Distributor[], Error>(BILLS_PATHS.distributors, async (path: string) => (await billsRequest(path, 'distributors')).map(toDistributor), swrOptions);
}

function verify<Name extends 'meterLookup' | 'distributorCheck'>(body: WireVerifyMerchantRequest, answer: Name) {
  return billsRequest(BILLS_PATHS.verifyMerchant, answer, { method: 'POST', body });
}

/** First call: the meter alone, looked up in the backend's merchant log. */
export async function verifyMeterOnly(meterNo: string): Promise<MeterLookup> {
  return toMeterLookup(await verify({ billersCode: meterNo, serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' }, 'meterLookup'));
}

/** Second call: the meter with the chosen distributor and meter type. */
export async function verifyMeterWithDistributor(meterNo: string, distributor: Provider, type: MeterType): Promise<DistributorCheck> {
  const wire = await verify({ billersCode: meterNo, serviceID: distributor.serviceId, type, billCategory: 'Electricity', serviceName: distributor.name }, 'distributorCheck');
  return toDistributorCheck(wire);
}

/** A plan or package from `variations`, in the app's own words. */
export type Variation = { code: string; name: string; amount: number };

export function toVariations(wire: WireVariations): Variation[] {
  return wire.variations.map((item) => ({ code: item.variation_code, name: item.name, amount: Number(item.variation_amount) }));
}

export function useVariations(serviceID: string | null) {
  return useSWR<Variation[], Error>(
    serviceID ? `${BILLS_PATHS.variations}?serviceID=${encodeURIComponent(serviceID)}` : null,
    async (path: string) => toVariations(await billsRequest(path, 'variations')),
    swrOptions,
  );
}

export type PayRequest = WirePayRequest;

export type Payment = {
  requestId: string;
  transactionId: string;
  status: WirePayment['status'];
  productName: string;
  amount: number;
  convenienceFee: number;
  totalAmount: number;
  token: string | null;
  units: string | null;
  customerName: string | null;
  meterNumber: string | null;
  reason: string | null;
  date: string;
  /** The id of the request that brought this answer (nginx's X-Request-Id), to quote to support; not on a kept receipt. */
  supportReference?: string;
};

export function toPayment(wire: WirePayment): Payment {
  return {
    requestId: wire.requestId,
    transactionId: wire.transactionId,
    status: wire.status,
    productName: wire.productName,
    amount: Number(wire.amount),
    convenienceFee: Number(wire.convenienceFee),
    totalAmount: Number(wire.totalAmount),
    token: wire.token ?? null,
    units: wire.units ?? null,
    customerName: wire.customerName ?? null,
    meterNumber: wire.meterNumber ?? null,
    reason: wire.reason ?? null,
    date: wire.date,
  };
}

function withReference({ payload, reference }: { payload: WirePayment; reference: string | null }): Payment {
  const payment = toPayment(payload);
  return reference ? { ...payment, supportReference: reference } : payment;
}

export async function payBill(request: PayRequest): Promise<Payment> {
  return withReference(await billsExchange(BILLS_PATHS.pay, 'payment', { method: 'POST', body: request }));
}

/** The requery; null when the service has no payment with this id (the first request never arrived). */
export async function requeryPayment(requestId: string): Promise<Payment | null> {
  try {
    return withReference(await billsExchange(paymentStatusPath(requestId), 'payment'));
  } catch (error) {
    if (error instanceof BillsApiError && error.status === 404) return null;
    throw error;
  }
}
