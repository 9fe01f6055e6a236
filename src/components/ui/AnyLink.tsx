import type { AnchorHTMLAttributes } from 'react';
import { IntentLink } from './IntentLink';

type AnyLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to anywhere: site paths go through next/link (prefetched once the visitor shows intent,
 * IntentLink), others are plain anchors. It has no look of its own, so server and client components
 * alike style it with the css prop (`buttonStyles` for a button look).
 */
export function AnyLink({ href, ...props }: AnyLinkProps) {
  if (href.startsWith('/')) return <IntentLink href={href} {...props} />;
  return <a href={href} {...props} />;
}
