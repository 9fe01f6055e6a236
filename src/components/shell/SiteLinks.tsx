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
        {[
          { link: logIn, className: looks.logIn },
          { link: getStarted, className: looks.getStarted },
        ].map(({ link, className }) => (
          <AnyLink key={className} className={className} href={link.href} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> {SHELL_TEXT.opensNewTab}</span>
          </AnyLink>
        ))}
      </div>
    </>
  );
}
