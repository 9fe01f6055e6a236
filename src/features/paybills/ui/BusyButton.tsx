import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '@/components/ui/Spinner';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  /** A live region, there from the start so the change is heard. */
  busyStatus?: string;
};

export function BusyButton({ busy, busyStatus, disabled = busy, children, ...buttonProps }: BusyButtonProps) {
  return (
    <>
      <button {...buttonProps} disabled={disabled} aria-busy={busy}>
        {busy && <Spinner />}
        {children}
      </button>
      {busyStatus !== undefined && (
        <span role="status" className="visually-hidden">
          {busy ? busyStatus : ''}
        </span>
      )}
    </>
  );
}
