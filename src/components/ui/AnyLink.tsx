import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from './IntentLink';

type AnyLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A path with a fragment is a plain anchor: the browser's own fragment navigation opens what it names (a disclosure, a tab). */
export function AnyLink({ href, ...props }: AnyLinkProps) {
  if (href.startsWith('/') && !href.includes('#')) return <IntentLink href={href} {...props} />;
  return <a href={href} {...props} />;
}
