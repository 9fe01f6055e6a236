'use client';

import type { ReactNode } from 'react';
import { closesDialog } from './dialog-commands';

type CommandDialogProps = {
  id: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** A native modal <dialog> opened by a `DialogButton`; hydration adds only that a link followed from inside closes it. */
export function CommandDialog({ id, className, children, ...labelling }: CommandDialogProps) {
  return (
    <dialog
      id={id}
      className={className}
      closedby="any"
      {...labelling}
      onClick={(event) => {
        if (closesDialog(event)) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
