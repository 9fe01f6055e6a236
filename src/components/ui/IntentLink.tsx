'use client';

import Link from 'next/link';
import { type AnchorHTMLAttributes, useState } from 'react';
import { asksForLessData } from '@/lib/data-saver';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Prefetches on intent, not while the page loads (the header alone links to seven pages); never for a data saver. */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
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
