'use client';

import { useRef, type KeyboardEvent } from 'react';
import { tabIndexForKey } from './tab-keys';

export function useTabList(count: number, onSelect: (index: number) => void) {
  const tabs = useRef<Array<HTMLElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, current: number) => {
    const next = tabIndexForKey(event.key, current, count);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  const tabRef = (index: number) => (element: HTMLElement | null) => {
    tabs.current[index] = element;
  };
  return { onKeyDown, tabRef };
}
