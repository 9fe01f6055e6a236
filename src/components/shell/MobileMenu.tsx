/** @jsxImportSource @emotion/react */
'use client';

import { css, keyframes } from '@emotion/react';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { colors, focusRing, fontSize, layout, mq, radius, space } from '@/styles/theme';
import { GET_STARTED, isActivePath, LOG_IN, NAV_ITEMS } from './nav-items';

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

type MobileMenuProps = { pathname: string; onClose: () => void };

/** Full-screen navigation for narrow screens. Escape or any link closes it. */
export function MobileMenu({ pathname, onClose }: MobileMenuProps) {
  return (
    <ModalDialog id="mobile-menu" styles={overlay} aria-label="Site menu" onClose={onClose}>
      <div css={top}>
        <button type="button" css={closeButton} onClick={onClose}>
          Close menu
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul css={list}>
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <Link href={item.href} css={link} onClick={onClose} aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div css={buttons}>
        <ButtonLink href={LOG_IN.href} variant="secondary" size="lg" target="_blank" rel="noopener" onClick={onClose}>
          {LOG_IN.label}
        </ButtonLink>
        <ButtonLink href={GET_STARTED.href} size="lg" target="_blank" rel="noopener" onClick={onClose}>
          {GET_STARTED.label}
        </ButtonLink>
      </div>
    </ModalDialog>
  );
}
