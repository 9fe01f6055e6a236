'use client';

import { useEffect } from 'react';
import { errorMessage } from '@/lib/bills/browser/client';
import { usePlans } from '../api';
import type { Plan } from '../plan-schema';

export type LivePlansState = {
  plans: Plan[] | undefined;
  errorMessage: string | null;
  isValidating: boolean;
  retry: () => void;
};

export function LivePlans({
  fromServer,
  onChange,
}: {
  fromServer: Plan[] | undefined;
  onChange: (state: LivePlansState) => void;
}) {
  const { plans, error, isValidating, retry } = usePlans(fromServer);
  const message = error ? errorMessage(error) : null;
  useEffect(
    () => onChange({ plans, errorMessage: message, isValidating, retry }),
    [plans, message, isValidating, retry, onChange],
  );
  return null;
}
