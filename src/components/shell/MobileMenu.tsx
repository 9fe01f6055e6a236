/** @jsxImportSource @emotion/react */
'use client';

import { css, keyframes } from '@emotion/react';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { colors, focusRing, fontSize, layout, mq, radius, space } from '@/styles/theme';
import { isActivePath, type Navigation } from './nav-items';
import { SHELL_TEXT } from './strings';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });
const overlay = css({
  position: 'fixed',
  inset: 0,
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  background: colors.white,
  padding: space.md,
  overflowY: 'auto',
  animation: `${slideIn} 200ms ease-out`,
  [mq.reducedMotion]: { animation: 'none' },
});
const top = css({ display: 'flex', justifyContent: 'flex-end', minHeight: layout.tapTarget });
const closeButton = css({
  minWidth: layout.tapTarget,
  minHeight: layout.tapTarget,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  background: colors.white,
  fontWeight: 700,
  padding: `0 ${space.md}`,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const list = css({ listStyle: 'none', margin: `${space.lg} 0`, padding: 0, display: 'grid', gap: space.xs });
const link = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '52px',
  paddingInline: space.md,
  borderRadius: radius.md,
  fontSize: fontSize.lg,
  fontWeight: 700,
  color: colors.ink,
  textDecoration: 'none',
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { background: colors.primaryTint, color: colors.primary },
});
const buttons = css({ display: 'grid', gap: space.sm, marginTop: 'auto' });

type MobileMenuProps = { pathname: string; navigation: Navigation; onClose: () => void };

/** Full-screen navigation for narrow screens. Escape or any link closes it. */
export function MobileMenu({ pathname, navigation, onClose }: MobileMenuProps) {
  const { navItems, logIn, getStarted } = navigation;
  return (
    <ModalDialog id="mobile-menu" styles={overlay} aria-label={SHELL_TEXT.siteMenu} onClose={onClose}>
      <div css={top}>
        <button type="button" css={closeButton} onClick={onClose}>
          {SHELL_TEXT.closeMenu}
        </button>
      </div>
      <nav aria-label={SHELL_TEXT.mobileNav}>
        <ul css={list}>
          {navItems.map((item) => (
            <li key={item.label}>
              <Link href={item.href} css={link} onClick={onClose} aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={buttons}>
        <ButtonLink href={logIn.href} variant="secondary" size="lg" target="_blank" rel="noopener" onClick={onClose}>
          {logIn.label}
        </ButtonLink>
        <ButtonLink href={getStarted.href} size="lg" target="_blank" rel="noopener" onClick={onClose}>
          {getStarted.label}
        </ButtonLink>
      </div>
    </ModalDialog>
  );
}
