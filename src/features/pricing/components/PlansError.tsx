'use client';

import { Spinner } from '@/components/ui/Spinner';
import { PLANS_ERROR_TITLE, RETRY } from '../constants';
import type { PricingClassNames } from '../pricing-styles';

type PlansErrorProps = { message: string; retrying: boolean; classNames: PricingClassNames['error']; onRetry: () => void };

export function PlansError({ message, retrying, classNames, onRetry }: PlansErrorProps) {
  return (
    <div role="alert" className={classNames.banner}>
      <div>
        <p className={classNames.title}>{PLANS_ERROR_TITLE}</p>
        <p>{message}</p>
      </div>
      <button type="button" className={classNames.retry} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying && <Spinner size={16} />}
        {RETRY}
      </button>
    </div>
  );
}
