import useSWR from 'swr';
import { billsRequest } from '@/lib/bills-api/client';
import {
  BILLS_PATHS,
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
export type Distributor = WireDistributor;
export type MeterDetailsFields = WireMeterDetails;
export type MerchantLogResult = WireMerchantLogResult;
export type DistributorCheckResult = WireDistributorCheckResult;

const fetcher = <T>(path: string) => billsRequest<T>(path);
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useServiceTypes() {
  return useSWR<ServiceType[], Error>(BILLS_PATHS.serviceTypes, fetcher, swrOptions);
}

export function useDistributors() {
  return useSWR<Distributor[], Error>(BILLS_PATHS.distributors, fetcher, swrOptions);
}

function verify<T>(body: WireVerifyMerchantRequest): Promise<T> {
  return billsRequest<T>(BILLS_PATHS.verifyMerchant, { method: 'POST', body });
}

/** First call: the meter alone, looked up in the backend's merchant log. */
export function verifyMeterOnly(meterNo: string): Promise<MerchantLogResult> {
  return verify({ billersCode: meterNo, serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' });
}

/** Second call: the meter with the chosen distributor and meter type. */
export function verifyMeterWithDistributor(meterNo: string, distributor: Distributor, type: MeterType): Promise<DistributorCheckResult> {
  return verify({ billersCode: meterNo, serviceID: distributor.ServiceId, type, billCategory: 'Electricity', serviceName: distributor.ProviderName });
}
