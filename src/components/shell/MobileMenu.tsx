import type { ReactNode } from 'react';
import { CommandDialog } from '@/components/ui/CommandDialog';
import { DialogButton } from '@/components/ui/DialogButton';
import { mobileMenu as styles } from './MobileMenu.styles';
import { SHELL_TEXT } from './strings';
import { LineIcon } from '@/components/ui/LineIcon';

const MENU_ID = 'mobile-menu';

type MobileMenuProps = {
  children: ReactNode;
};

export function MobileMenu({ children }: MobileMenuProps) {
  return (
    <>
      <DialogButton command="show-modal" dialogId={MENU_ID} className={styles.button}>
        <LineIcon path="M4 7h16M4 12h16M4 17h16" size={20} strokeWidth={2.4} />
        {SHELL_TEXT.menu}
      </DialogButton>
      <CommandDialog id={MENU_ID} className={styles.dialog} aria-label={SHELL_TEXT.siteMenu}>
        <div className={styles.top}>
          <DialogButton command="close" dialogId={MENU_ID} className={styles.close}>
            {SHELL_TEXT.closeMenu}
          </DialogButton>
        </div>
        {children}
      </CommandDialog>
    </>
  );
}
