import type { Page } from '@playwright/test';

/** The spec's auto-advance interval. */
export const CAROUSEL_INTERVAL_MS = 3000;

export const carousel = (page: Page) => page.getByRole('region', { name: 'Popular categories' });

/** The label ("1 of 8: Errands") of the first slide whose left edge is inside the carousel's window. */
export async function firstVisibleSlide(page: Page): Promise<string | null> {
  return carousel(page).evaluate((section) => {
    const window = section.querySelector('ul')?.parentElement?.getBoundingClientRect();
    const slides = Array.from(section.querySelectorAll('li'));
    const first = slides.find((slide) => window && slide.getBoundingClientRect().left >= window.left - 1);
    return first?.getAttribute('aria-label') ?? null;
  });
}

/**
 * Waits until the carousel's own transitions (the slide) have finished. Only its own: the clock these
 * tests install runs on while they wait, and a section fading in elsewhere must not hold them up.
 */
export async function finishCarouselMoves(page: Page) {
  await carousel(page).evaluate(async (section) => {
    for (let round = 0; round < 5 && section.getAnimations({ subtree: true }).length > 0; round += 1) {
      await Promise.all(
        section.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
      );
    }
  });
}

/** The first visible slide once the carousel has stopped moving. */
export async function settledSlide(page: Page): Promise<string | null> {
  await finishCarouselMoves(page);
  return firstVisibleSlide(page);
}

/** Where the last card ends, against the right edge of the cards' window and of the clipping box. */
export async function lastCardEdges(page: Page) {
  await finishCarouselMoves(page);
  return carousel(page).evaluate((section) => {
    const viewport = section.querySelector('ul')!.parentElement!;
    const clip = viewport.getBoundingClientRect();
    const cards = section.querySelectorAll('article');
    const card = cards[cards.length - 1]!;
    const box = card.getBoundingClientRect();
    // What is clipped away on each side of the last card: the room its shadow has there.
    const room = { top: box.top - clip.top, right: clip.right - box.right, bottom: clip.bottom - box.bottom };
    return {
      cardRight: box.right,
      windowRight: clip.right - parseFloat(getComputedStyle(viewport).paddingRight),
      room,
      boxShadow: getComputedStyle(card).boxShadow,
    };
  });
}

export async function showCarousel(page: Page) {
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
}
