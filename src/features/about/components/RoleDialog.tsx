import { AnyLink } from '@/components/ui/AnyLink';
import { CommandDialog } from '@/components/ui/CommandDialog';
import { ContentImage } from '@/components/ui/ContentImage';
import { DialogButton } from '@/components/ui/DialogButton';
import type { AboutPage } from '@/lib/content';
import { roleDialogId } from '../role-dialog-id';
import { ABOUT_TEXT } from '../strings';
import { button } from '@/components/ui/Button.styles';
import { roleDialog as styles } from './RoleDialog.styles';

/** A role's full description and features, in a labelled modal dialog its card opens. */
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
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
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
