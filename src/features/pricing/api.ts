import { useCallback } from 'react';
import useSWR from 'swr';
import { browserBills, loadOnDemand } from '@/lib/bills/browser/client';
import { nextTask } from '@/lib/next-task';
import type { Plan } from './plan-schema';

/** The plans in the page's words; their lenient checks (valibot) load beside the request, not with the page. */
async function fetchPlans(): Promise<Plan[]> {
  // Like the request, the schema's script starts loading after hydration, not in the middle of it.
  const schema = nextTask().then(() => loadOnDemand(() => import('./plan-schema')));
  // Not a list is a wrong answer (the banner and Try again), not an empty one ("No plans are available"): the client refuses it.
  const [payload, { normalisePlans }] = await Promise.all([browserBills.membershipTiers(), schema]);
  const plans = normalisePlans(payload);
  // Checked in one task, rendered in the next: a phone's long task is two shorter ones.
  await nextTask();
  return plans;
}

export function usePlans(fromServer: Plan[] | undefined) {
  const { data, error, isValidating, mutate } = useSWR<Plan[], Error>(
    'bills/membership-tiers',
    fetchPlans,
    // The error banner has its own Retry button, so failures are not retried behind the user's back.
    { fallbackData: fromServer, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { plans: data, error: error as unknown, isValidating, retry };
}
