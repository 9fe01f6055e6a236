'use client';

import Link from 'next/link';
import { type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type TouchEvent, useState } from 'react';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to a page of the site that prefetches it once the visitor shows intent (a pointer over it,
 * focus, a touch), not while the page itself is still loading: the header alone links to seven pages,
 * whose payloads a phone would otherwise fetch in the middle of its own load. Next's hover-triggered
 * prefetch pattern (docs: Guides, Prefetching); `prefetch={null}` is Next's default once intent shows.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
