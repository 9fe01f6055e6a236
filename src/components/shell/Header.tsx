/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { colors, focusRing, fontSize, layout, mq, radius, space, translucent } from '@/styles/theme';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isActivePath, type Navigation } from './nav-items';
import { SHELL_TEXT } from './strings';

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: translucent.header,
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${colors.border}`,
});
const inner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  maxWidth: layout.maxWidth,
  height: layout.headerHeight,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq.md]: { paddingInline: space.lg },
});
const desktopOnly = css({ display: 'none', [mq.lg]: { display: 'flex' } });
const navList = css({ listStyle: 'none', margin: 0, padding: 0, alignItems: 'center', gap: '2px' });
const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: layout.tapTarget,
  paddingInline: '12px',
  borderRadius: radius.pill,
  color: colors.ink,
  fontWeight: 600,
  fontSize: fontSize.md,
  textDecoration: 'none',
  '&:hover': { background: colors.surface },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { color: colors.primary, background: colors.primaryTint },
});
const actions = css({ alignItems: 'center', gap: space.sm });
const menuButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minWidth: layout.tapTarget,
  minHeight: layout.tapTarget,
  padding: `0 ${space.md}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.pill,
  background: colors.white,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  [mq.lg]: { display: 'none' },
});

export function Header({ productName, navigation }: { productName: string; navigation: Navigation }) {
  const { navItems, logIn, getStarted } = navigation;
  const pathname = usePathname() ?? '/';
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header css={bar}>
      <div css={inner}>
        <Logo productName={productName} />
        <nav aria-label={SHELL_TEXT.mainNav} css={desktopOnly}>
          <ul css={[navList, desktopOnly]}>
            {navItems.map((item) => (
              <li key={item.label}>
                <Link href={item.href} css={navLink} aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div css={[actions, desktopOnly]}>
          <ButtonLink href={logIn.href} variant="ghost" target="_blank" rel="noopener">
            {logIn.label}
          </ButtonLink>
          <ButtonLink href={getStarted.href} target="_blank" rel="noopener">
            {getStarted.label}
          </ButtonLink>
        </div>
        <button type="button" css={menuButton} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          {SHELL_TEXT.menu}
        </button>
      </div>
      {menuOpen && <MobileMenu pathname={pathname} navigation={navigation} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
