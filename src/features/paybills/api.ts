import useSWR from 'swr';
import { browserBills } from '@/lib/bills/browser/client';
import type { Distributor, MeterType, PayRequest, Provider, Variation } from '@/lib/bills/site';

/** The bills API as the pay-bills module sees it: the browser's client, and SWR hooks over it. */

export type {
  Distributor,
  DistributorCheck,
  MeterFields,
  MeterLookup,
  MeterType,
  Payment,
  PayRequest,
  Provider,
  Service as ServiceType,
  Variation,
} from '@/lib/bills/site';

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useDistributors() {
  return useSWR<Distributor[], Error>('bills/distributors', () => browserBills.distributors(), swrOptions);
}

/** First call: the meter alone, looked up in the backend's merchant log. */
export const verifyMeterOnly = (meter: string) => browserBills.verifyMeter(meter);

/** Second call: the meter with the chosen distributor and meter type. */
export const verifyMeterWithDistributor = (meter: string, distributor: Provider, type: MeterType) =>
  browserBills.verifyMeter(meter, { distributor, type });

export function useVariations(serviceId: string | null) {
  return useSWR<Variation[], Error>(
    serviceId ? ['bills/plans', serviceId] : null,
    ([, id]: [string, string]) => browserBills.plans(id),
    swrOptions,
  );
}

export const payBill = (request: PayRequest) => browserBills.pay(request);

/** The requery; null when the service has no payment with this id (the first request never arrived). */
export const requeryPayment = (requestId: string) => browserBills.requery(requestId);
