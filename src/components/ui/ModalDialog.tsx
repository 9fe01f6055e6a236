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

/**
 * Whether a click landed on the backdrop: the browser reports those as clicks on the <dialog> itself,
 * outside its box (a click on the dialog's own padding is inside it). A key press that clicks a
 * button inside targets that button, so it never counts.
 */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A native modal <dialog>: the browser keeps focus inside and makes the page behind inert.
 * Mounted means open; Escape, a tap on the backdrop or the caller's close button ends it, and focus
 * returns to the opener. The first focusable element inside receives focus when it opens.
 */
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
