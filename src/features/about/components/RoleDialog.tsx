/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { AboutPage } from '@/lib/content';
import { colors, focusRing, fontSize, layout, mq, radius, shadow, space, translucent } from '@/styles/theme';
import { ABOUT_TEXT } from '../strings';

const dialog = css({
  width: 'min(640px, calc(100vw - 32px))',
  maxHeight: 'calc(100dvh - 32px)',
  padding: 0,
  border: 0,
  borderRadius: radius.lg,
  boxShadow: shadow.raised,
  color: colors.ink,
  '&::backdrop': { background: translucent.scrim },
});
const header = css({ position: 'relative', background: colors.primaryTint, padding: `${space.lg} ${space.lg} 0`, img: { maxHeight: '200px', width: 'auto', marginInline: 'auto' } });
const close = css({
  position: 'absolute',
  top: space.sm,
  right: space.sm,
  width: layout.tapTarget,
  height: layout.tapTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: radius.pill,
  background: colors.white,
  color: colors.ink,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const body = css({
  padding: space.lg,
  [mq.md]: { padding: space.xl },
  h2: { fontSize: fontSize.xl, marginBottom: space.sm },
  p: { color: colors.muted, marginBottom: space.md },
  ul: { margin: `0 0 ${space.lg}`, paddingLeft: '1.2em', display: 'grid', gap: space.xs },
});
const eyebrow = css({ color: colors.primary, fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: fontSize.sm });

/** A role's full description and features, in a labelled modal dialog. */
type RoleDialogProps = { role: AboutPage['roleCards'][number]; getStarted: { label: string; href: string }; onClose: () => void };

export function RoleDialog({ role, getStarted, onClose }: RoleDialogProps) {
  const titleId = `role-dialog-${role._id}`;
  return (
    <ModalDialog onClose={onClose} styles={dialog} aria-labelledby={titleId}>
      <div css={header}>
        <button type="button" css={close} aria-label={ABOUT_TEXT.closeDialog} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <ContentImage image={role.imagesUrl} decorative />
      </div>
      <div css={body}>
        <span css={eyebrow}>{role.groupName}</span>
        <h2 id={titleId}>{role.groupHeader}</h2>
        <p>{role.fullDesc}</p>
        <ul>
          {role.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <ButtonLink href={getStarted.href}>{getStarted.label}</ButtonLink>
      </div>
    </ModalDialog>
  );
}
