'use client';

import { AnyLink } from '@/components/ui/AnyLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { AboutPage } from '@/lib/content';
import { ABOUT_TEXT } from '../strings';
import { button } from '@/components/ui/Button.styles';
import { roleDialog as styles } from './RoleDialog.styles';

/** A role's full description and features, in a labelled modal dialog. */
type RoleDialogProps = {
  role: AboutPage['roleCards'][number];
  getStarted: { label: string; href: string };
  onClose: () => void;
};

export function RoleDialog({ role, getStarted, onClose }: RoleDialogProps) {
  const titleId = `role-dialog-${role._id}`;
  return (
    <ModalDialog onClose={onClose} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.header}>
        <button type="button" className={styles.close} aria-label={ABOUT_TEXT.closeDialog} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
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
    </ModalDialog>
  );
}
