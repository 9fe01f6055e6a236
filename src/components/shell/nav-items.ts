export type NavItem = { label: string; href: string };

export type Navigation = { navItems: NavItem[]; logIn: NavItem; getStarted: NavItem };

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
