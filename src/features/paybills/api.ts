import useSWR from 'swr';
import { billsRequest } from '@/lib/bills-api/client';

/** The bills API as the pay-bills module sees it: typed calls and SWR hooks, all through billsRequest. */

export type ServiceType = { id: number; name: string; identifier: string };

export type Distributor = { ProviderName: string; ServiceId: string; minimumAmount: number; maximumAmount: number; convenienceFee: number };

export type MeterType = 'prepaid' | 'postpaid';

export type MeterDetailsFields = {
  Customer_Name?: string;
  Meter_Number?: string;
  MeterNumber?: string;
  Address?: string;
  Customer_Arrears?: string | number | null;
  Meter_Type?: string;
};

/** The first (meter-only) call's payload. */
export type MerchantLogResult = MeterDetailsFields & { merchantlog: { ProviderName: string; ServiceId: string } | null };

/** The second (with distributor) call's payload; `content.error` is VTpass's way of saying "wrong meter". */
export type DistributorCheckResult = { code: string; content: MeterDetailsFields & { error?: string; WrongBillersCode?: boolean } };

export type VerifyMeterRequest = { billersCode: string; serviceID: string; type: MeterType | ''; billCategory: 'Electricity'; serviceName: string };

export const SERVICE_TYPES_PATH = 'UtilitiesBills';
export const DISTRIBUTORS_PATH = 'UtilitiesBills/service-type';
export const VERIFY_MERCHANT_PATH = 'UtilitiesBills/VerifyMerchant';

const fetcher = <T>(path: string) => billsRequest<T>(path);
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useServiceTypes() {
  return useSWR<ServiceType[], Error>(SERVICE_TYPES_PATH, fetcher, swrOptions);
}

export function useDistributors() {
  return useSWR<Distributor[], Error>(DISTRIBUTORS_PATH, fetcher, swrOptions);
}

function verify<T>(body: VerifyMeterRequest): Promise<T> {
  return billsRequest<T>(VERIFY_MERCHANT_PATH, { method: 'POST', body });
}

/** First call: the meter alone, looked up in the backend's merchant log. */
export function verifyMeterOnly(meterNo: string): Promise<MerchantLogResult> {
  return verify({ billersCode: meterNo, serviceID: '', type: '', billCategory: 'Electricity', serviceName: '' });
}

/** Second call: the meter with the chosen distributor and meter type. */
export function verifyMeterWithDistributor(meterNo: string, distributor: Distributor, type: MeterType): Promise<DistributorCheckResult> {
  return verify({ billersCode: meterNo, serviceID: distributor.ServiceId, type, billCategory: 'Electricity', serviceName: distributor.ProviderName });
}
