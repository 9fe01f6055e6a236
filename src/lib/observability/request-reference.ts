'use client';

import { useEffect, useState } from 'react';

/** The Server-Timing metric under which every answer names its request's id (server.mjs: X-Request-Id). */
const METRIC = 'request';

/**
 * The id of the request that brought what this address showed at `shownAt` (performance.now()): of the page's own load
 * and the same-origin fetches of this address (a client navigation's RSC request), the newest started before then whose
 * answer named one; requests made later (the router prefetching the page again) are not it. Read from the Performance
 * API, since a script cannot see the headers of the document it runs in.
 */
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
    const id = entry.serverTiming?.find((metric) => metric.name === METRIC)?.description;
    if (id && (!newest || entry.startTime >= newest.at)) newest = { id, at: entry.startTime };
  }
  return newest?.id ?? null;
}

/** requestReference() for the moment this mounts, after hydration (the server has none to render), and again as answers still arriving end. */
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
