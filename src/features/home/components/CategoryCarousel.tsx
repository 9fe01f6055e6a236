'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveCarousel, type CarouselMove } from '../carousel-index';
import { categoryAnchor } from '@/lib/anchors';
import { useHashTarget } from '@/hooks/use-hash-target';
import { HOME_TEXT } from '../strings';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { container } from '@/components/ui/Container.styles';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, SHADOW_ROOM_PX } from '../carousel-geometry';
import { carousel as styles } from './CategoryCarousel.styles';

type Category = { _id: string; title: string; shortcontent: string; img: ContentImageData };

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

/**
 * How far the track can move: until the last card's right edge meets the window's. Null before the
 * browser has laid it out (then every card is a position).
 */
function useMaxOffset(viewportRef: React.RefObject<HTMLDivElement | null>, trackRef: React.RefObject<HTMLUListElement | null>): number | null {
  const [maxOffset, setMaxOffset] = useState<number | null>(null);
  useEffect(() => {
    const viewportElement = viewportRef.current;
    const trackElement = trackRef.current;
    if (!viewportElement || !trackElement) return;
    const measure = () => {
      const lastSlide = trackElement.lastElementChild as HTMLElement | null;
      const lastCard = lastSlide?.firstElementChild as HTMLElement | null;
      if (!lastSlide || !lastCard) return;
      const visibleWidth = viewportElement.clientWidth - 2 * SHADOW_ROOM_PX;
      setMaxOffset(Math.max(0, lastSlide.offsetLeft + lastCard.offsetWidth - visibleWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewportElement);
    return () => observer.disconnect();
  }, [viewportRef, trackRef]);
  return maxOffset;
}

/**
 * Category cards that advance every 3 s (pausing while hovered or focused from the keyboard, and under reduced motion),
 * by the arrows or the arrow keys. The last position is the one where the last card meets the right
 * edge; auto-advance then starts again from the first. `heading` comes rendered from the server,
 * with the id `categories-heading`.
 */
type CategoryCarouselProps = { heading: ReactNode; categories: Category[] };

export function CategoryCarousel({ heading, categories }: CategoryCarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const maxOffset = useMaxOffset(viewportRef, trackRef);
  const count = categories.length;
  // Window positions: one per card until the last card meets the right edge.
  const positions = maxOffset === null ? count : Math.ceil(maxOffset / CAROUSEL_STEP_PX) + 1;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // The clock restarts with every move, so a card brought into view (by an arrow or a search result)
  // stays there a full interval before the carousel moves on.
  useEffect(() => {
    if (hovered || focused || reducedMotion || positions < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => moveCarousel(current, 'auto', positions)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [hovered, focused, reducedMotion, positions, index]);

  const move = (step: CarouselMove) => setIndex((current) => moveCarousel(current, step, positions));
  // A search result for a category (`#category-card-<id>`) brings its card into the window.
  useHashTarget(categoryAnchor(''), (id) => {
    const target = categories.findIndex((category) => category._id === id);
    if (target >= 0) setIndex(target);
  });
  const shown = Math.min(index, positions - 1);
  const offset = Math.min(shown * CAROUSEL_STEP_PX, maxOffset ?? Infinity);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = ({ ArrowLeft: 'previous', ArrowRight: 'next' } as const)[event.key as 'ArrowLeft' | 'ArrowRight'];
    if (!step) return;
    event.preventDefault();
    move(step);
  };

  return (
    <section
      className={styles.section}
      aria-roledescription="carousel"
      aria-labelledby="categories-heading"
      id="categories"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus pauses; the focus a mouse click leaves on an arrow does not (the pointer's own
      // pause ends when it leaves).
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={container.column}>
        <div className={styles.top}>
          {heading}
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} aria-label={HOME_TEXT.previousCategory} aria-disabled={shown === 0} onClick={() => move('previous')}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={styles.arrow} aria-label={HOME_TEXT.nextCategory} aria-disabled={shown === positions - 1} onClick={() => move('next')}>
              <Chevron direction="right" />
            </button>
          </div>
        </div>
        {/* Focusable, so the arrow keys can move the cards without going through the buttons. */}
        <div className={styles.viewport} ref={viewportRef} tabIndex={0} role="group" aria-labelledby="categories-heading">
          <ul className={styles.track} ref={trackRef} style={{ transform: `translateX(-${offset}px)` }}>
            {categories.map((category, position) => (
              <li key={category._id} id={categoryAnchor(category._id)} className={styles.slide} aria-roledescription="slide" aria-label={HOME_TEXT.slideLabel(position + 1, count, category.title)}>
                <article className={styles.card}>
                  <ContentImage image={category.img} sizes="18rem" decorative />
                  <h3>{category.title}</h3>
                  <p>{category.shortcontent}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
