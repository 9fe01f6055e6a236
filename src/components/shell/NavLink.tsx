'use client';

import { usePathname } from 'next/navigation';
import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from '@/components/ui/IntentLink';
import { isActivePath } from './nav-items';

type NavLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function NavLink({ href, ...props }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  return <IntentLink href={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined} {...props} />;
}
