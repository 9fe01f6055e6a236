import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from './IntentLink';

type AnyLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Site paths go through IntentLink, others are plain anchors; no look of its own (`buttonStyles` for a button look). A
 * path with a fragment (`/#platform-…`) is a plain anchor too: the browser's own fragment navigation opens what it
 * names (a closed disclosure, a tab) and tells the page, which a client-side navigation does not.
 */
export function AnyLink({ href, ...props }: AnyLinkProps) {
  if (href.startsWith('/') && !href.includes('#')) return <IntentLink href={href} {...props} />;
  return <a href={href} {...props} />;
}
