import { AnyLink } from '@/components/ui/AnyLink';
import type { Navigation } from './nav-items';
import { NavLink } from './NavLink';
import { SHELL_TEXT } from './strings';

type SiteLinksProps = {
  navigation: Navigation;
  label: string;
  looks: { nav?: string; list: string; link: string; actions: string; logIn: string; getStarted: string };
};

export function SiteLinks({ navigation: { navItems, logIn, getStarted }, label, looks }: SiteLinksProps) {
  return (
    <>
      <nav aria-label={label} className={looks.nav}>
        <ul className={looks.list}>
          {navItems.map((item) => (
            <li key={item.label}>
              <NavLink href={item.href} className={looks.link}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={looks.actions}>
        <AnyLink className={looks.logIn} href={logIn.href} target="_blank" rel="noopener">
          {logIn.label}
          <span className="visually-hidden"> {SHELL_TEXT.opensNewTab}</span>
        </AnyLink>
        <AnyLink className={looks.getStarted} href={getStarted.href} target="_blank" rel="noopener">
          {getStarted.label}
          <span className="visually-hidden"> {SHELL_TEXT.opensNewTab}</span>
        </AnyLink>
      </div>
    </>
  );
}
