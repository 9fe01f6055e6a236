'use client';

import Link from 'next/link';
import { type AnchorHTMLAttributes, useState } from 'react';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site that prefetches it once the visitor shows intent (a pointer over it,
 * focus, a touch), not while the page itself is still loading: the header alone links to seven pages,
 * whose payloads a phone would otherwise fetch in the middle of its own load. Next's hover-triggered
 * prefetch pattern (docs: Guides, Prefetching); `prefetch={null}` is Next's default once intent shows.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, once the link has noted the visitor's intent. */
  const notingIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return <Link {...props} prefetch={intent ? null : false} onMouseEnter={notingIntent(onMouseEnter)} onFocus={notingIntent(onFocus)} onTouchStart={notingIntent(onTouchStart)} />;
}
