'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { mobileMenu as styles } from './MobileMenu.styles';
import { SHELL_TEXT } from './strings';

type MobileMenuProps = {
  /** The links, rendered on the server. */
  children: ReactNode;
};

/** The narrow screens' menu button and the full-screen navigation it opens. Escape, Close or any link closes it. */
export function MobileMenu({ children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const closeOnLink = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };
  return (
    <>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        {SHELL_TEXT.menu}
      </button>
      {open && (
        <ModalDialog id="mobile-menu" className={styles.dialog} aria-label={SHELL_TEXT.siteMenu} onClose={close} onClick={closeOnLink}>
          <div className={styles.top}>
            <button type="button" className={styles.close} onClick={close}>
              {SHELL_TEXT.closeMenu}
            </button>
          </div>
          {children}
        </ModalDialog>
      )}
    </>
  );
}
