import useSWR from 'swr';
import { type Payment, requeryPayment } from '../api';
import { requeryDelay } from './send';

/** Asked again while pending; a delivered kept receipt needs no call. */
export function usePaymentLookup(reference: string, kept: Payment | undefined) {
  return useSWR<Payment | null, Error>(['bills/requery', reference], () => requeryPayment(reference), {
    fallbackData: kept,
    revalidateOnMount: kept?.status !== 'delivered',
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    refreshInterval: (latest) => (latest?.status === 'pending' ? requeryDelay(1) : 0),
  });
}
