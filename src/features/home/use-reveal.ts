'use client';

import { useEffect, useState, type RefObject } from 'react';

export type RevealState = 'static' | 'hidden' | 'shown';

type RevealOptions = { threshold: number; rootMargin?: string };

/**
 * Fades an element in the first time enough of it scrolls into view. The server HTML and the
 * first client render are 'static' (fully visible), so nothing is hidden without JavaScript; an
 * element that is already on screen, or a visitor who prefers reduced motion, is never animated.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, { threshold, rootMargin = '0px' }: RevealOptions): RevealState {
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
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
      { threshold: [0, threshold], rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);

  return state;
}
