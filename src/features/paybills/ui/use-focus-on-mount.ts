import { useEffect, useRef } from 'react';

/** Keyboard and screen-reader users follow the flow; the scroll keeps clear of the sticky header (its scroll margin). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return ref;
}

/** Centred: on a phone the message may be far above where the visitor tapped. `key`: shown again when it changes. */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
