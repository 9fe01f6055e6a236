'use client';

import type { ReactNode } from 'react';
import { closesDialog } from './dialog-commands';

type CommandDialogProps = {
  /** What its buttons name in `commandfor`. */
  id: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A native modal <dialog>, in the page's HTML from the start and opened by a `DialogButton`: the browser keeps focus
 * inside and the page behind inert, closes it on Escape or a tap outside (`closedby="any"`), and gives focus back to
 * the button that opened it. Hydration adds only what the browser cannot know: a link followed from inside closes it.
 */
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
