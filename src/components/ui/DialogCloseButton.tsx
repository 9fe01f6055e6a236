'use client';

import type { ButtonHTMLAttributes } from 'react';
import { dialogById, supportsInvokerCommands } from './dialog-commands';

type DialogCloseButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & { dialogId: string };

/** Closes a `CommandDialog`: by the browser's invoker command, by script where a browser has none. */
export function DialogCloseButton({ dialogId, children, ...props }: DialogCloseButtonProps) {
  return (
    <button
      type="button"
      command="close"
      commandfor={dialogId}
      {...props}
      onClick={() => {
        if (!supportsInvokerCommands()) dialogById(dialogId)?.close();
      }}
    >
      {children}
    </button>
  );
}
