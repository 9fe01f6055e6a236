/** @jsxImportSource @/styles/server-jsx */

import { AnyLink } from '@/components/ui/AnyLink';
import { buttonStyles } from '@/components/ui/button-styles';
import { emotionClasses } from '@/styles/server-jsx/emotion-styles';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { menuButton, menuButtons, menuLink, menuList, menuParts } from './mobile-menu-styles';
import type { Navigation } from './nav-items';
import { NavLink } from './NavLink';
import { SHELL_TEXT } from './strings';
import { bar, desktopActions, desktopNavList, desktopOnly, inner, navLink } from './header-styles';

/** The sticky site header: the logo, the main navigation and its two actions, or a menu button on narrow screens. */
export function Header({ productName, navigation }: { productName: string; navigation: Navigation }) {
  const { navItems, logIn, getStarted } = navigation;
  const menu = emotionClasses(menuParts);
  return (
    <header css={bar}>
      <div css={inner}>
        <Logo productName={productName} />
        <nav aria-label={SHELL_TEXT.mainNav} css={desktopOnly}>
          <ul css={desktopNavList}>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink href={item.href} css={navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={desktopActions}>
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
