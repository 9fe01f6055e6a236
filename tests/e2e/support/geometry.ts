import type { Locator } from '@playwright/test';

/** Largest minus smallest: 0 when every value is the same. */
export function spread(values: number[]): number {
  if (values.length === 0) throw new Error('spread() of no values: the selector matched nothing');
  return Math.max(...values) - Math.min(...values);
}

type Sides = { top: number; right: number; bottom: number; left: number };

/** The upper tail of the standard normal distribution (Abramowitz and Stegun 26.2.17, error < 1e-7). */
function normalTail(z: number): number {
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * poly;
}

/**
 * How far a computed `box-shadow` (Chromium's form: `rgba(r, g, b, a) x y blur spread, …`) reaches
 * past its element on each side before it fades below one step of an 8-bit colour. A blur of B is a
 * Gaussian with a standard deviation of B / 2 around the shadow's edge.
 */
export function shadowReach(boxShadow: string): Sides {
  const reach: Sides = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const layer of boxShadow.matchAll(
    /rgba?\(([^)]*)\)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px(?:\s+(-?[\d.]+)px)?/g,
  )) {
    const alpha = Number(layer[1]!.split(',')[3] ?? 1);
    const [x, y, blur, spread] = [layer[2], layer[3], layer[4], layer[5] ?? '0'].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    let fade = 0;
    while (blur > 0 && alpha * normalTail(fade / (blur / 2)) >= 1 / 255) fade += 0.25;
    reach.top = Math.max(reach.top, spread + fade - y);
    reach.bottom = Math.max(reach.bottom, spread + fade + y);
    reach.left = Math.max(reach.left, spread + fade - x);
    reach.right = Math.max(reach.right, spread + fade + x);
  }
  return reach;
}

/** Each element's top and bottom edge on the page. */
export function verticalEdges(elements: Locator): Promise<Array<{ top: number; bottom: number }>> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => ({ top: node.getBoundingClientRect().top, bottom: node.getBoundingClientRect().bottom })),
  );
}
