'use client';

import type { ButtonHTMLAttributes } from 'react';
import { dialogById, supportsInvokerCommands } from './dialog-commands';

type DialogButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'command' | 'commandfor'
> & {
  dialogId: string;
  command: 'show-modal' | 'close';
};

export function DialogButton({ dialogId, command, children, ...props }: DialogButtonProps) {
  return (
    <button
      type="button"
      command={command}
      commandfor={dialogId}
      aria-haspopup={command === 'show-modal' ? 'dialog' : undefined}
      {...props}
      onClick={() => {
        if (supportsInvokerCommands()) return;
        const dialog = dialogById(dialogId);
        if (command === 'show-modal') dialog?.showModal();
        else dialog?.close();
      }}
    >
      {children}
    </button>
  );
}
