'use client';

import { Spinner } from '@/components/ui/Spinner';
import { loadingOverlay as styles } from './LoadingOverlay.styles';

/** Covers the panel so nothing is clicked twice. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.box}>
        <Spinner size={28} />
        <span>{label}</span>
      </span>
    </div>
  );
}
