'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { AnchorHTMLAttributes } from 'react';
import { isActivePath } from './nav-items';

type NavLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A navigation link marked as the current page while the visitor is on it (or below it). */
export function NavLink({ href, ...props }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  return <Link href={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined} {...props} />;
}
