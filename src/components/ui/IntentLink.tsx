'use client';

import Link from 'next/link';
import { type AnchorHTMLAttributes, useState } from 'react';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Prefetches once the visitor shows intent, not while the page loads: the header alone links to seven pages a phone would fetch mid-load. */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, once the link has noted the visitor's intent. */
  const notingIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={notingIntent(onMouseEnter)}
      onFocus={notingIntent(onFocus)}
      onTouchStart={notingIntent(onTouchStart)}
    />
  );
}
