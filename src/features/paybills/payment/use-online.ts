import { useSyncExternalStore } from 'react';
import { subscribeToWindowEvents } from '@/lib/window-events';

const subscribe = (onChange: () => void) => subscribeToWindowEvents(['online', 'offline'], onChange);

/** The server renders as if online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
