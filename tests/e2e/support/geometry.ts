import type { Locator } from '@playwright/test';

/** Largest minus smallest: 0 when every value is the same. */
export function spread(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}

/** Each element's rendered height. */
export function heights(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
}

/** For each element, how far below its own card (the closest article) it starts. */
export function offsetsInCard(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top - (node.closest('article')?.getBoundingClientRect().top ?? 0)));
}
