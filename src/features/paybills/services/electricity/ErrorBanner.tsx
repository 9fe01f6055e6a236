'use client';

import { errorBanner as styles } from './ErrorBanner.styles';
import { PAYBILLS_TEXT } from '../../strings';
import { useReveal } from '../../ui';

export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const ref = useReveal<HTMLDivElement>(message);
  return (
    <div role="alert" ref={ref} tabIndex={-1} className={styles.banner}>
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={PAYBILLS_TEXT.closeError}>
        <span aria-hidden="true">{PAYBILLS_TEXT.closeSymbol}</span>
      </button>
    </div>
  );
}
