import { CAROUSEL_STEP_PX, SWIPE_MIN_PX } from './carousel-geometry';

export type CarouselMove = 'next' | 'previous' | 'auto';

export function moveCarousel(index: number, move: CarouselMove, count: number): number {
  if (count <= 0) return 0;
  const last = count - 1;
  const current = Math.min(Math.max(index, 0), last);
  if (move === 'previous') return Math.max(current - 1, 0);
  if (move === 'next') return Math.min(current + 1, last);
  return current >= last ? 0 : current + 1;
}

export function swipeTarget(index: number, dx: number, count: number): number {
  const steps = Math.abs(dx) < SWIPE_MIN_PX ? 0 : Math.max(1, Math.round(Math.abs(dx) / CAROUSEL_STEP_PX));
  return Math.min(Math.max(index + (dx < 0 ? steps : -steps), 0), Math.max(count - 1, 0));
}
