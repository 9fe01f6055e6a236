'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server's HTML and while React hydrates it, true from the render right after: what only script can do is added then, without a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
