'use client';

import type { ComponentProps } from 'react';

/** Rendered client-side on purpose: a server component's eager <img> becomes a preload in its RSC payload, so every prefetch would preload the linked page's hero. */
export function EagerImg({ alt, ...props }: ComponentProps<'img'>) {
  return <img alt={alt} {...props} />;
}
