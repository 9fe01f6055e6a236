export type NavItem = { label: string; href: string };

/** The header's links (spec section 2), edited in Sanity: the main items, then Log In and Get Started in new tabs. */
export type Navigation = { navItems: NavItem[]; logIn: NavItem; getStarted: NavItem };

/** The active item follows the start of the URL path; Home only matches the root itself. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
