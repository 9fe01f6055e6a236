import { useSyncExternalStore } from 'react';
import { subscribeToWindowEvents } from '@/lib/window-events';

// Pay bills' place in the address, via the History API, which Next's router follows.
export type AddressParam = 'service' | 'step' | 'receipt';

const CHANGED = 'paybills:address-changed';

const subscribe = (onChange: () => void) => subscribeToWindowEvents(['popstate', CHANGED], onChange);

export function readAddressParam(name: AddressParam): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** Read again after every change; the server (which renders no service) reads none. */
export function useAddressParam(name: AddressParam): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readAddressParam(name),
    () => null,
  );
}

const ENTRY_ORDER = 'paybillsOrder';

/** The order a history entry showed the summary of (its state survives reloads): Back or Forward shows it again. */
export function entryOrder(): string | null {
  const state: unknown = window.history.state;
  const order = state && typeof state === 'object' && ENTRY_ORDER in state ? state[ENTRY_ORDER] : null;
  return typeof order === 'string' ? order : null;
}

/** Sets (null: removes) parameters; `order`: the order the entry shows, the current entry's kept by `replace`. */
export function changeAddress(
  params: Partial<Record<AddressParam, string | null>>,
  mode: 'push' | 'replace',
  order: string | null = mode === 'replace' ? entryOrder() : null,
): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next === `${window.location.pathname}${window.location.search}${window.location.hash}` && order === entryOrder())
    return;
  // A new object each time: Next's router adds its own keys to the state it is given.
  const state = order ? { [ENTRY_ORDER]: order } : null;
  if (mode === 'push') window.history.pushState(state, '', next);
  else window.history.replaceState(state, '', next);
  window.dispatchEvent(new Event(CHANGED));
}
