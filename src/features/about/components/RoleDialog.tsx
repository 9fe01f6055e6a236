import { AnyLink } from '@/components/ui/AnyLink';
import { CommandDialog } from '@/components/ui/CommandDialog';
import { ContentImage } from '@/components/ui/ContentImage';
import { DialogButton } from '@/components/ui/DialogButton';
import type { AboutPage } from '@/lib/content';
import { ABOUT_TEXT } from '../strings';
import { button } from '@/components/ui/Button.styles';
import { roleDialog as styles } from './RoleDialog.styles';
import { CLOSE_ICON, LineIcon } from '@/components/ui/LineIcon';

export const roleDialogId = (roleId: string) => `role-dialog-${roleId}`;

type RoleDialogProps = {
  role: AboutPage['roleCards'][number];
  getStarted: { label: string; href: string };
};

export function RoleDialog({ role, getStarted }: RoleDialogProps) {
  const id = roleDialogId(role._id);
  const titleId = `${id}-title`;
  return (
    <CommandDialog id={id} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.header}>
        <DialogButton command="close" dialogId={id} className={styles.close} aria-label={ABOUT_TEXT.closeDialog}>
          <LineIcon path={CLOSE_ICON} size={20} strokeWidth={2.5} />
        </DialogButton>
        <ContentImage image={role.imagesUrl} />
      </div>
      <div className={styles.body}>
        <span className={styles.eyebrow}>{role.groupName}</span>
        <h2 id={titleId}>{role.groupHeader}</h2>
        <p>{role.fullDesc}</p>
        <ul>
          {role.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <AnyLink className={button.primary} href={getStarted.href}>
          {getStarted.label}
        </AnyLink>
      </div>
    </CommandDialog>
  );
}
