'use client';

import { errorBanner as styles } from './ErrorBanner.styles';
import { PAYBILLS_TEXT } from '../../strings';
import { useReveal } from '../../ui';

/** The dismissible error at the top of the panel. It takes focus when it appears, which also scrolls it into view: on a phone the top of the panel is often far above where the visitor tapped. */
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
