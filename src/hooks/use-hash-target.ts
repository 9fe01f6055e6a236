'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onTarget` with the part of the URL hash after `prefix` on load and whenever the hash
 * changes: how search results select a tab, expand a card or open a FAQ answer.
 */
export function useHashTarget(prefix: string, onTarget: (id: string) => void) {
  const callback = useRef(onTarget);
  useEffect(() => {
    callback.current = onTarget;
  });
  useEffect(() => {
    const read = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (hash.startsWith(prefix)) callback.current(hash.slice(prefix.length));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [prefix]);
}
