export type NavItem = { label: string; href: string; newTab?: boolean };

/** The header's links, in order (spec section 2, shared header). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Market', href: '/comingsoon' },
  { label: 'Why', href: '/about' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Pay Bills', href: '/paybills' },
  { label: 'Contact Us', href: '/contactus' },
];

export const LOG_IN: NavItem = { label: 'Log In', href: '/comingsoon', newTab: true };
export const GET_STARTED: NavItem = { label: 'Get Started', href: '/comingsoon', newTab: true };

/** The active item follows the start of the URL path; Home only matches the root itself. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
