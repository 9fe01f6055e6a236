'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to the element again whenever the page's height changes, until the visitor moves or 1.5 s pass. */
function scrollToAndHold(id: string): () => void {
  const target = document.getElementById(id);
  if (!target) return () => undefined;
  const scroll = () => target.scrollIntoView({ block: 'start' });
  scroll();
  const resized = new ResizeObserver(scroll);
  resized.observe(document.body);
  const release = () => {
    resized.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, release);
  };
  const timer = setTimeout(release, 1500);
  for (const type of VISITOR_INPUT) window.addEventListener(type, release, { passive: true });
  return release;
}

/** Calls `onTarget` with the hash after `prefix`, then scrolls again: the browser jumped there before the page opened it. */
export function useHashTarget(prefix: string, onTarget: (id: string) => void) {
  const callback = useRef(onTarget);
  const pendingScroll = useRef<string | null>(null);
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    callback.current = onTarget;
  });
  // After the render that showed the target, before it is painted.
  useLayoutEffect(() => {
    if (!pendingScroll.current) return;
    release.current();
    release.current = scrollToAndHold(pendingScroll.current);
    pendingScroll.current = null;
  });
  useEffect(() => {
    const read = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (!hash.startsWith(prefix)) return;
      pendingScroll.current = hash;
      callback.current(hash.slice(prefix.length));
      // Also when `onTarget` changed nothing (no render follows).
      release.current();
      release.current = scrollToAndHold(hash);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      release.current();
      window.removeEventListener('hashchange', read);
    };
  }, [prefix]);
}
