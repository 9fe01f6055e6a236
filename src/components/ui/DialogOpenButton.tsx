'use client';

import type { ButtonHTMLAttributes } from 'react';
import { dialogById, supportsInvokerCommands } from './dialog-commands';

type DialogOpenButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & { dialogId: string };

/** Opens a `CommandDialog` as a modal: by the browser's invoker command from the first paint, by script where a browser has none. */
export function DialogOpenButton({ dialogId, children, ...props }: DialogOpenButtonProps) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={dialogId}
      aria-haspopup="dialog"
      {...props}
      onClick={() => {
        if (!supportsInvokerCommands()) dialogById(dialogId)?.showModal();
      }}
    >
      {children}
    </button>
  );
}
