import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from './IntentLink';

type AnyLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Site paths go through IntentLink, others are plain anchors; no look of its own (`buttonStyles` for a button look). */
export function AnyLink({ href, ...props }: AnyLinkProps) {
  if (href.startsWith('/')) return <IntentLink href={href} {...props} />;
  return <a href={href} {...props} />;
}
