/** @jsxImportSource @/styles/server-jsx */

import { AnyLink } from '@/components/ui/AnyLink';
import { buttonStyles } from '@/components/ui/button-styles';
import { emotionClasses } from '@/styles/server-jsx/emotion-styles';
import { css } from '@/styles/css';
import { colors, focusRing, fontSize, layout, mq, radius, space, translucent } from '@/styles/theme';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { menuButton, menuButtons, menuLink, menuList, menuParts } from './mobile-menu-styles';
import type { Navigation } from './nav-items';
import { NavLink } from './NavLink';
import { SHELL_TEXT } from './strings';

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: translucent.header,
  backdropFilter: 'saturate(180%) blur(8px)',
  WebkitBackdropFilter: 'saturate(180%) blur(8px)',
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
/** The sticky site header: the logo, the main navigation and its two actions, or a menu button on narrow screens. */
export function Header({ productName, navigation }: { productName: string; navigation: Navigation }) {
  const { navItems, logIn, getStarted } = navigation;
  const menu = emotionClasses(menuParts);
  return (
    <header css={bar}>
      <div css={inner}>
        <Logo productName={productName} />
        <nav aria-label={SHELL_TEXT.mainNav} css={desktopOnly}>
          <ul css={[navList, desktopOnly]}>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink href={item.href} css={navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={[actions, desktopOnly]}>
          <AnyLink css={buttonStyles('ghost')} href={logIn.href} target="_blank" rel="noopener">
            {logIn.label}
          </AnyLink>
          <AnyLink css={buttonStyles()} href={getStarted.href} target="_blank" rel="noopener">
            {getStarted.label}
          </AnyLink>
        </div>
        {menu.styles}
        <MobileMenu css={menuButton} classNames={menu.classNames}>
          <nav aria-label={SHELL_TEXT.mobileNav}>
            <ul css={menuList}>
              {navItems.map((item) => (
                <li key={item.label}>
                  <NavLink href={item.href} css={menuLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div css={menuButtons}>
            <AnyLink css={buttonStyles('secondary', 'lg')} href={logIn.href} target="_blank" rel="noopener">
              {logIn.label}
            </AnyLink>
            <AnyLink css={buttonStyles(undefined, 'lg')} href={getStarted.href} target="_blank" rel="noopener">
              {getStarted.label}
            </AnyLink>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
