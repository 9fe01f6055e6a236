import { describe, expect, it } from 'vitest';
import { moveCarousel, swipeTarget } from '@/features/home/carousel-index';

describe('carousel index', () => {
  it('moves one card forward on Next', () => {
    expect(moveCarousel(2, 'next', 8)).toBe(3);
  });

  it('stops at the last card on Next', () => {
    expect(moveCarousel(7, 'next', 8)).toBe(7);
  });

  it('moves one card back on Previous', () => {
    expect(moveCarousel(3, 'previous', 8)).toBe(2);
  });

  it('stops at the first card on Previous', () => {
    expect(moveCarousel(0, 'previous', 8)).toBe(0);
  });

  it('auto-advances one card at a time', () => {
    expect(moveCarousel(4, 'auto', 8)).toBe(5);
  });

  it('wraps auto-advance from the last card back to 0', () => {
    expect(moveCarousel(7, 'auto', 8)).toBe(0);
  });

  it('stays at 0 when there are no cards', () => {
    expect(moveCarousel(0, 'next', 0)).toBe(0);
    expect(moveCarousel(0, 'auto', 0)).toBe(0);
  });
});

describe('swipeTarget', () => {
  it('moves one position per 288 px step of the swipe, at least one past 40 px, and none below it', () => {
    expect(swipeTarget(2, -39, 6)).toBe(2);
    expect(swipeTarget(2, 39, 6)).toBe(2);
    expect(swipeTarget(2, -41, 6)).toBe(3);
    expect(swipeTarget(2, 60, 6)).toBe(1);
    expect(swipeTarget(0, -288 * 2, 6)).toBe(2);
    expect(swipeTarget(0, -288 * 2.6, 6)).toBe(3);
  });

  it('stops at either end like the arrows, never wrapping', () => {
    expect(swipeTarget(5, -300, 6)).toBe(5);
    expect(swipeTarget(0, 300, 6)).toBe(0);
    expect(swipeTarget(1, -288 * 10, 6)).toBe(5);
  });
});
