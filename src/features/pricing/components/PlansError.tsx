'use client';

import { Spinner } from '@/components/ui/Spinner';
import { PLANS_ERROR_TITLE, RETRY } from '../constants';
import { button } from '@/components/ui/Button.styles';
import { plansError as styles } from './PlansError.styles';

type PlansErrorProps = { message: string; retrying: boolean; onRetry: () => void };

export function PlansError({ message, retrying, onRetry }: PlansErrorProps) {
  return (
    <div role="alert" className={styles.banner}>
      <div>
        <p className={styles.title}>{PLANS_ERROR_TITLE}</p>
        <p>{message}</p>
      </div>
      <button type="button" className={button.secondary} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying && <Spinner size={16} />}
        {RETRY}
      </button>
    </div>
  );
}
