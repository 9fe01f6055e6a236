import { useSyncExternalStore } from 'react';
import { subscribeToWindowEvents } from '@/lib/window-events';

/** Pay bills' place in the address, via the History API, which Next's router follows (docs: single-page applications, native history API). */

export type AddressParam = 'service' | 'step' | 'receipt';

const CHANGED = 'paybills:address-changed';

// `popstate`: Back and Forward; CHANGED: an entry this module made.
const subscribe = (onChange: () => void) => subscribeToWindowEvents(['popstate', CHANGED], onChange);

export function readAddressParam(name: AddressParam): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** A parameter of the address, read again after every change; the server (which renders no service) reads none. */
export function useAddressParam(name: AddressParam): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readAddressParam(name),
    () => null,
  );
}

/** Sets (or, with null, removes) parameters: `push` makes a history entry, `replace` corrects the current one. */
export function changeAddress(params: Partial<Record<AddressParam, string | null>>, mode: 'push' | 'replace'): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (mode === 'push') window.history.pushState(null, '', next);
  else window.history.replaceState(null, '', next);
  window.dispatchEvent(new Event(CHANGED));
}
