import { useSyncExternalStore } from 'react';
import { subscribeToWindowEvents } from '@/lib/window-events';

const subscribe = (onChange: () => void) => subscribeToWindowEvents(['online', 'offline'], onChange);

/** Whether the browser says it is online (the server renders as if it were). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
