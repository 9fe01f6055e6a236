import { describe, expect, it } from 'vitest';
import { moveCarousel } from '@/features/home/carousel-index';

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
