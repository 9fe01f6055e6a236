'use client';

import type { ComponentProps } from 'react';

/**
 * An <img> for a page's first view, rendered from the client side of the tree on purpose: React's
 * server components turn every eager <img> into an image preload in the page's RSC payload, and Next
 * fetches that payload to prefetch a linked page, so each page would preload the heroes of the pages
 * it links to. Rendered here, the page's own HTML still preloads it and a prefetch does not.
 */
export function EagerImg({ alt, ...props }: ComponentProps<'img'>) {
  return <img alt={alt} {...props} />;
}
