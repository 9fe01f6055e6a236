'use client';

import { useHashTarget } from '@/hooks/use-hash-target';

/** Chromium opens a closed <details> for a fragment by itself; other browsers get it from here once hydrated. */
export function OpenDisclosureOnHash({ prefix }: { prefix: string }) {
  useHashTarget(prefix, (id) => {
    const details = document.getElementById(`${prefix}${id}`)?.closest('details');
    if (details) details.open = true;
  });
  return null;
}
