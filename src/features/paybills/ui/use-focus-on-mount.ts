import { useEffect, useRef } from 'react';

/**
 * Moves focus to a step's heading when the step appears, so keyboard and screen-reader users follow the
 * flow, and scrolls it into view if it is out of sight, clear of the sticky header (its scroll margin).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}

/**
 * Brings a message that has just appeared into view and gives it focus: centred, since on a phone it may be far above where the visitor tapped. `key`: shown again (another message) when it changes.
 */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
