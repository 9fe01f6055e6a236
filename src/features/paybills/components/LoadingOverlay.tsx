'use client';

import { Spinner } from '@/components/ui/Spinner';
import { useFormClassNames } from '@/features/paybills/form-class-names';

/** Covers the panel while a call runs, so nothing is clicked twice. */
export function LoadingOverlay({ label }: { label: string }) {
  const { loadingOverlay: classNames } = useFormClassNames();
  return (
    <div className={classNames.overlay} role="status" aria-live="polite">
      <span className={classNames.box}>
        <Spinner size={28} />
        <span>{label}</span>
      </span>
    </div>
  );
}
