import { useState, useSyncExternalStore } from 'react';
import { subscribeToWindowEvents } from '@/lib/window-events';

const subscribe = (onChange: () => void) => subscribeToWindowEvents(['online', 'offline'], onChange);

/** The server renders as if online; `onReturn` is called, while rendering, when the connection comes back. */
export function useOnline(onReturn: () => void): boolean {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [wasOnline, setWasOnline] = useState(online);
  if (wasOnline !== online) {
    setWasOnline(online);
    if (online) onReturn();
  }
  return online;
}
