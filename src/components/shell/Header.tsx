import { AnyLink } from '@/components/ui/AnyLink';
import { button } from '@/components/ui/Button.styles';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mobileMenu } from './MobileMenu.styles';
import type { Navigation } from './nav-items';
import { NavLink } from './NavLink';
import { SHELL_TEXT } from './strings';
import { header as styles } from './Header.styles';

/** The sticky site header: the logo, the main navigation and its two actions, or a menu button on narrow screens. */
export function Header({ productName, navigation }: { productName: string; navigation: Navigation }) {
  const { navItems, logIn, getStarted } = navigation;
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Logo productName={productName} />
        <nav aria-label={SHELL_TEXT.mainNav} className={styles.desktopNav}>
          <ul className={styles.desktopNavList}>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavLink href={item.href} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.desktopActions}>
          <AnyLink className={button.ghost} href={logIn.href} target="_blank" rel="noopener">
            {logIn.label}
          </AnyLink>
          <AnyLink className={button.primary} href={getStarted.href} target="_blank" rel="noopener">
            {getStarted.label}
          </AnyLink>
        </div>
        <MobileMenu>
          <nav aria-label={SHELL_TEXT.mobileNav}>
            <ul className={mobileMenu.list}>
              {navItems.map((item) => (
                <li key={item.label}>
                  <NavLink href={item.href} className={mobileMenu.link}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={mobileMenu.buttons}>
            <AnyLink className={button.secondaryLarge} href={logIn.href} target="_blank" rel="noopener">
              {logIn.label}
            </AnyLink>
            <AnyLink className={button.primaryLarge} href={getStarted.href} target="_blank" rel="noopener">
              {getStarted.label}
            </AnyLink>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
