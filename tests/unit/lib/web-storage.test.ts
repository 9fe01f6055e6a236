// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { eachOf, entriesOf, webStore } from '@/lib/web-storage';

const note = v.object({ text: v.string(), at: v.number() });
type Note = v.InferOutput<typeof note>;
/** At most two notes, none older than 100 ms. */
const keep = (notes: Note[], now: number) => {
  const kept = notes.filter((each) => now - each.at < 100).slice(0, 2);
  return { value: kept.length === notes.length ? notes : kept, until: Math.min(...kept.map((each) => each.at + 100)) };
};
const notes = () =>
  webStore<Note[]>({ area: 'localStorage', key: 'test.notes', schema: eachOf(note), empty: [], keep });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('a value kept in Web Storage', () => {
  it('reads `empty` from nothing, broken JSON or what the schema refuses, and keeps only the items it accepts', () => {
    const store = notes();
    expect(store.read(0)).toEqual([]);
    for (const raw of ['not json', '{}', '7']) {
      window.localStorage.setItem('test.notes', raw);
      expect(store.read(0), raw).toEqual([]);
    }
    window.localStorage.setItem('test.notes', JSON.stringify([{ text: 'a', at: 0 }, { text: 7 }, 'x']));
    expect(store.read(0)).toEqual([{ text: 'a', at: 0 }]);
    const record = webStore({ area: 'localStorage', key: 'test.record', schema: entriesOf(note), empty: {} });
    window.localStorage.setItem('test.record', JSON.stringify({ a: { text: 'a', at: 1 }, b: { text: 'b' } }));
    expect(record.read()).toEqual({ a: { text: 'a', at: 1 } });
  });

  it('keeps what `keep` keeps, on write and on read once time has passed, and is the same value while nothing changed', () => {
    const store = notes();
    store.write(
      [
        { text: 'c', at: 50 },
        { text: 'b', at: 40 },
        { text: 'a', at: 0 },
      ],
      60,
    );
    expect(JSON.parse(window.localStorage.getItem('test.notes') ?? '')).toEqual([
      { text: 'c', at: 50 },
      { text: 'b', at: 40 },
    ]);
    const first = store.read(60);
    expect(store.read(100)).toBe(first);
    expect(store.read(140)).toEqual([{ text: 'c', at: 50 }]);
  });

  it('tells its subscribers of a write in this tab and of a change in another (a storage event), and a hook follows', () => {
    const store = notes();
    const { result } = renderHook(() => store.use());
    expect(result.current).toEqual([]);
    act(() => store.write([{ text: 'here', at: Date.now() }]));
    expect(result.current.map((each) => each.text)).toEqual(['here']);
    act(() => {
      window.localStorage.setItem('test.notes', JSON.stringify([{ text: 'elsewhere', at: Date.now() }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'test.notes' }));
    });
    expect(result.current.map((each) => each.text)).toEqual(['elsewhere']);
    act(() => store.remove());
    expect(result.current).toEqual([]);
  });

  it('hands a hook the part of the value it selects, followed as the value changes', () => {
    const store = notes();
    const { result } = renderHook(() => store.use((kept) => kept.map((each) => each.text).join()));
    expect(result.current).toBe('');
    act(() =>
      store.write([
        { text: 'one', at: Date.now() },
        { text: 'two', at: Date.now() },
      ]),
    );
    expect(result.current).toBe('one,two');
  });

  it('keeps a tab’s own value in sessionStorage', () => {
    const draft = webStore({ area: 'sessionStorage', key: 'test.draft', schema: v.nullable(note), empty: null });
    draft.write({ text: 'typed', at: 1 });
    expect(window.sessionStorage.getItem('test.draft')).toBe('{"text":"typed","at":1}');
    expect(window.localStorage.getItem('test.draft')).toBeNull();
    expect(draft.read()).toEqual({ text: 'typed', at: 1 });
  });
});
