'use client';

import { useEffect, useState, type RefObject } from 'react';

type RevealState = 'static' | 'hidden' | 'shown';

/** The server HTML and first render are fully visible, so nothing hides without JavaScript; on-screen elements and reduced motion are never animated. */
export function useReveal(ref: RefObject<HTMLElement | null>, threshold: number): RevealState {
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A section holding the address's target was scrolled to already: moving it would leave the target out of place.
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (target !== '' && element.contains(document.getElementById(target))) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.isIntersecting) return observer.disconnect();
          return setState('hidden');
        }
        // A section taller than the screen can never be 30% visible, so 30% of the screen counts too.
        const screenShare = entry.rootBounds ? entry.intersectionRect.height / entry.rootBounds.height : 0;
        if (entry.intersectionRatio >= threshold || screenShare >= threshold) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);

  return state;
}
