'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls `onTarget` with the hash after `prefix`, then scrolls to its element again: the browser jumped there before the page had opened it. */
export function useHashTarget(prefix: string, onTarget: (id: string) => void) {
  const callback = useRef(onTarget);
  const pendingScroll = useRef<string | null>(null);
  useEffect(() => {
    callback.current = onTarget;
  });
  // After the render that showed the target, before it is painted.
  useLayoutEffect(() => {
    if (pendingScroll.current) document.getElementById(pendingScroll.current)?.scrollIntoView({ block: 'start' });
  });
  useEffect(() => {
    let frame = 0;
    const read = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (!hash.startsWith(prefix)) return;
      callback.current(hash.slice(prefix.length));
      pendingScroll.current = hash;
      // Also when `onTarget` changed nothing (no render follows); then the target is no longer pending.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        document.getElementById(hash)?.scrollIntoView({ block: 'start' });
        pendingScroll.current = null;
      });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', read);
    };
  }, [prefix]);
}
