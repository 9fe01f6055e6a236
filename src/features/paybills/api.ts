import useSWR from 'swr';
import { browserBills } from '@/lib/bills/browser/client';
import type { Distributor, MeterType, PayRequest, Provider, Variation } from '@/lib/bills/site';

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

export const verifyMeterOnly = (meter: string) => browserBills.verifyMeter(meter);

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

export const requeryPayment = (requestId: string) => browserBills.requery(requestId);
