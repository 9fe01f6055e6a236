'use client';

import Link from 'next/link';
import { type AnchorHTMLAttributes, useState } from 'react';
import { asksForLessData } from '@/lib/data-saver';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Prefetches once the visitor shows intent, not while the page loads: the header alone links to seven pages a
 * phone would fetch mid-load. A visitor who asked for less data gets no prefetch at all: a page is fetched when opened.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, once the link has noted the visitor's intent. */
  const notingIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      if (!asksForLessData()) setIntent(true);
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
