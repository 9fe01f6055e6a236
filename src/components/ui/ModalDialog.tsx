'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

type ModalDialogProps = {
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Clicks inside the dialog, for a caller that closes it when one of its links is followed. */
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** The browser reports a backdrop click as a click on the <dialog> itself, outside its box; a key press targets its button. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** A native modal <dialog> (the browser keeps focus inside and the page behind inert); mounted means open. */
export function ModalDialog({ onClose, children, className, onClick, ...labelling }: ModalDialogProps) {
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
      className={className}
      onClick={(event) => {
        if (onBackdrop(event)) return onClose();
        onClick?.(event);
      }}
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
