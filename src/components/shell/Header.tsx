import { button } from '@/components/ui/Button.styles';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import type { Navigation } from './nav-items';
import { SiteLinks } from './SiteLinks';
import { SHELL_TEXT } from './strings';
import { header as styles } from './Header.styles';

export function Header({ productName, navigation }: { productName: string; navigation: Navigation }) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Logo productName={productName} />
        <SiteLinks
          navigation={navigation}
          label={SHELL_TEXT.mainNav}
          looks={{
            nav: styles.desktopNav,
            list: styles.desktopNavList,
            link: styles.navLink,
            actions: styles.desktopActions,
            logIn: button.ghost,
            getStarted: button.primary,
          }}
        />
        <MobileMenu>
          <SiteLinks
            navigation={navigation}
            label={SHELL_TEXT.mobileNav}
            looks={{
              list: styles.menuList,
              link: styles.menuLink,
              actions: styles.menuActions,
              logIn: button.secondaryLarge,
              getStarted: button.primaryLarge,
            }}
          />
        </MobileMenu>
      </div>
    </header>
  );
}
