/** @jsxImportSource @emotion/react */
'use client';

import type { SerializedStyles } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type ModalDialogProps = {
  onClose: () => void;
  children: ReactNode;
  styles: SerializedStyles;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A native modal <dialog>: the browser keeps focus inside and makes the page behind inert.
 * Mounted means open; Escape or the caller's close button ends it, and focus returns to the opener.
 * The first focusable element inside receives focus when it opens.
 */
export function ModalDialog({ onClose, children, styles, ...labelling }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read during the first render, before anything inside the dialog can take focus.
  const [opener] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.showModal();
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={ref}
      css={styles}
      {...labelling}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
