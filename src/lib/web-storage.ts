import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { subscribeToWindowEvents } from './window-events';

/**
 * One value kept in Web Storage under `key` as JSON: read through `schema` (refused: `empty`), trimmed by `keep` on
 * every read and write, followed across tabs. A read is the same object while storage holds the same text and `keep`
 * has nothing to expire, as useSyncExternalStore needs. Storage refused or full (private mode) reads as `empty`.
 */
export type WebStoreOptions<T> = {
  area: 'localStorage' | 'sessionStorage';
  key: string;
  schema: v.GenericSchema<unknown, T>;
  empty: T;
  /** What is kept of `value` at `now`; `until`: when that can next change with time alone. */
  keep?: (value: T, now: number) => { value: T; until: number };
};

export type WebStore<T> = {
  read: (now?: number) => T;
  write: (value: T, now?: number) => void;
  remove: () => void;
  subscribe: (onChange: () => void) => () => void;
  /** What `select` takes of the value (the same while the value is), kept current; `empty` on the server. */
  use: <S = T>(select?: (value: T) => S) => S;
};

const valid = <T>(schema: v.GenericSchema<unknown, T>, value: unknown): T[] => {
  const result = v.safeParse(schema, value);
  return result.success ? [result.output] : [];
};

/** An array of which each item `item` refuses is dropped, the others kept. */
export const eachOf = <T>(item: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.flatMap((each) => valid(item, each))),
  );

/** A record of which each entry `entry` refuses is dropped, the others kept. */
export const entriesOf = <T>(entry: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((record) =>
      Object.fromEntries(
        Object.entries(record).flatMap(([key, each]) => valid(entry, each).map((output) => [key, output] as const)),
      ),
    ),
  );

export function webStore<T>({
  area,
  key,
  schema,
  empty,
  keep = (value) => ({ value, until: Infinity }),
}: WebStoreOptions<T>): WebStore<T> {
  const changed = `web-store:${key}`;
  let cache: { raw: string | null; value: T; until: number } | null = null;

  function storage(): Storage | null {
    try {
      return window[area];
    } catch {
      return null;
    }
  }

  function parse(raw: string | null): T {
    if (raw === null) return empty;
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw));
      return parsed.success ? parsed.output : empty;
    } catch {
      return empty;
    }
  }

  function read(now = Date.now()): T {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {}
    if (cache?.raw !== raw || now >= cache.until) cache = { raw, ...keep(parse(raw), now) };
    return cache.value;
  }

  function settle(change: (storage: Storage) => void) {
    try {
      const kept = storage();
      if (kept) change(kept);
    } catch {
      // Full or refused: this tab still shows what it has.
    }
    window.dispatchEvent(new Event(changed));
  }

  // `storage` tells of changes made in the site's other tabs; `changed` of those made in this one.
  const subscribe = (onChange: () => void) => subscribeToWindowEvents(['storage', changed], onChange);

  return {
    read,
    subscribe,
    write: (value, now = Date.now()) => settle((kept) => kept.setItem(key, JSON.stringify(keep(value, now).value))),
    remove: () => settle((kept) => kept.removeItem(key)),
    use: <S = T>(select = (value: T) => value as unknown as S) =>
      useSyncExternalStore(
        subscribe,
        () => select(read()),
        () => select(empty),
      ),
  };
}
