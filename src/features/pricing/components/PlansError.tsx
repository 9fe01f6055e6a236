import { Spinner } from '@/components/ui/Spinner';
import { PLANS_ERROR_TITLE, PRICING_PATH, RETRY } from '../constants';
import { button } from '@/components/ui/Button.styles';
import { plansError as styles } from './PlansError.styles';

/** `onRetry` null: not hydrated yet (or no JavaScript), and Retry loads the page again. */
type PlansErrorProps = { message: string; retrying: boolean; onRetry: (() => void) | null };

export function PlansError({ message, retrying, onRetry }: PlansErrorProps) {
  return (
    <div role="alert" className={styles.banner}>
      <div>
        <p className={styles.title}>{PLANS_ERROR_TITLE}</p>
        {message && <p>{message}</p>}
      </div>
      {onRetry ? (
        <button type="button" className={button.secondary} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying && <Spinner size={16} />}
          {RETRY}
        </button>
      ) : (
        <a className={button.secondary} href={PRICING_PATH}>
          {RETRY}
        </a>
      )}
    </div>
  );
}
