import useSWR from 'swr';
import { paymentStatusPath } from '@/lib/bills-api/contract';
import { type Payment, requeryPayment } from './api';
import { requeryDelay } from './payment-flow';

/**
 * A payment looked up by its reference with the bills API's requery: null when the service has no
 * such payment. A payment still pending is asked about again until it settles. A receipt kept on this
 * device (`kept`) shows at once, and one already delivered needs no call at all.
 */
export function usePaymentLookup(reference: string, kept: Payment | undefined) {
  return useSWR<Payment | null, Error>(paymentStatusPath(reference), () => requeryPayment(reference), {
    fallbackData: kept,
    revalidateOnMount: kept?.status !== 'delivered',
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: (latest) => (latest?.status === 'pending' ? requeryDelay(1) : 0),
  });
}
