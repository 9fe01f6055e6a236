'use client';

import { useEffect, useState } from 'react';

/** Server-Timing `request` of the newest load of this address before `shownAt` (a script cannot see its document's headers). */
export function requestReference(shownAt: number): string | null {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return null;
  const entries = [
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[];
  let newest: { id: string; at: number } | null = null;
  for (const entry of entries) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || entry.startTime > shownAt)
      continue;
    const id = entry.serverTiming?.find((metric) => metric.name === 'request')?.description;
    if (id && (!newest || entry.startTime >= newest.at)) newest = { id, at: entry.startTime };
  }
  return newest?.id ?? null;
}

/** After hydration (the server has none to render), and again as answers still arriving end. */
export function useRequestReference(): string | null {
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    const shownAt = performance.now();
    const read = () => setReference(requestReference(shownAt));
    read();
    if (typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver(read);
    observer.observe({ entryTypes: ['navigation', 'resource'] });
    return () => observer.disconnect();
  }, []);
  return reference;
}
