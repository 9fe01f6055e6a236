import { useEffect, useRef } from 'react';

/** Moves focus to a step's heading when the step appears, so keyboard and screen-reader users follow the flow. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
