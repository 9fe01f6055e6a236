import useSWR from 'swr';
import { BILLS_ANSWERS } from '@/lib/bills-api/answers';
import { billsRequest } from '@/lib/bills-api/client';
import { BILLS_PATHS } from '@/lib/bills-api/contract';
import { normalisePlans, type Plan } from './plan-schema';

/** The subscription plans, fetched once on load; `retry` refetches after a failure. */
export function usePlans() {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Plan[], Error>(
    BILLS_PATHS.membershipTiers,
    async (path: string) => normalisePlans(await billsRequest(path, BILLS_ANSWERS.membershipTiers)),
    // The error banner has its own Retry button, so failures are not retried behind the user's back.
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { plans: data, error: error as unknown, isLoading, isRetrying: Boolean(error) && isValidating, retry: () => void mutate() };
}
