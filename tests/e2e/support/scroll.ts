import type { Locator } from '@playwright/test';

/**
 * Where `target` sits against the sticky header once the window has stopped scrolling (its scroll
 * position unchanged for ten frames): a target shown "below the header" has `top >= headerBottom`.
 */
export function settledBesideHeader(target: Locator): Promise<{ top: number; headerBottom: number }> {
  return target.evaluate(async (element) => {
    let last = Number.NaN;
    for (let still = 0; still < 10;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (window.scrollY === last) still += 1;
      else [still, last] = [0, window.scrollY];
    }
    const header = document.querySelector('header')!.getBoundingClientRect();
    return { top: Math.round(element.getBoundingClientRect().top), headerBottom: Math.round(header.bottom) };
  });
}
