'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { stegaClean } from 'next-sanity';
import { moveCarousel, swipeTarget, type CarouselMove } from '../carousel-index';
import { categoryAnchor } from '@/lib/anchors';
import { useHashTarget } from '@/hooks/use-hash-target';
import { useHydrated } from '@/hooks/use-hydrated';
import { HOME_TEXT } from '../strings';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { container } from '@/components/ui/Container.styles';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, SHADOW_ROOM_PX, TOUCH_RESUME_MS } from '../carousel-geometry';
import { carousel as styles } from './CategoryCarousel.styles';
import { LineIcon } from '@/components/ui/LineIcon';

type Category = { _id: string; title: string; shortcontent: string; img: ContentImageData };

/** How far the track can move: until the last card's right edge meets the window's. Null before layout. */
function useMaxOffset(
  viewportRef: React.RefObject<HTMLDivElement | null>,
  trackRef: React.RefObject<HTMLUListElement | null>,
): number | null {
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

type Drag = { pointerId: number; startX: number; dx: number };

const SWIPE_OVERSHOOT_PX = 48;

const ARROWS = [
  { step: 'previous', label: HOME_TEXT.previousCategory, path: 'm15 18-6-6 6-6', end: () => 0 },
  { step: 'next', label: HOME_TEXT.nextCategory, path: 'm9 18 6-6-6-6', end: (positions: number) => positions - 1 },
] as const;

type CategoryCarouselProps = { heading: ReactNode; categories: Category[] };

export function CategoryCarousel({ heading, categories }: CategoryCarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const maxOffset = useMaxOffset(viewportRef, trackRef);
  const count = categories.length;
  const positions = maxOffset === null ? count : Math.ceil(maxOffset / CAROUSEL_STEP_PX) + 1;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const [touching, setTouching] = useState(false);
  // Counts touches since auto-advance last moved: any touch restarts the wait, and a longer one.
  const [touches, setTouches] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The arrows look and act disabled until they work; without JavaScript they are hidden and the cards scroll natively.
  const hydrated = useHydrated();

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // The clock restarts with every move, so a card brought into view stays a full interval.
  useEffect(() => {
    if (hovered || focused || touching || reducedMotion || positions < 2) return;
    const timer = window.setTimeout(
      () => {
        setTouches(0);
        setIndex((current) => moveCarousel(current, 'auto', positions));
      },
      touches > 0 ? TOUCH_RESUME_MS : CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [hovered, focused, touching, touches, reducedMotion, positions, index]);

  const move = (step: CarouselMove) => setIndex((current) => moveCarousel(current, step, positions));
  useHashTarget(categoryAnchor(''), (id) => {
    const target = categories.findIndex((category) => category._id === id);
    if (target >= 0) setIndex(target);
  });
  const shown = Math.min(index, positions - 1);
  const offset = Math.min(shown * CAROUSEL_STEP_PX, maxOffset ?? Infinity);
  // While a finger drags, the cards follow it, a little past either end at most.
  const trackOffset = drag
    ? Math.min(Math.max(offset - drag.dx, -SWIPE_OVERSHOOT_PX), (maxOffset ?? offset) + SWIPE_OVERSHOOT_PX)
    : offset;

  // Touch and pen only: a mouse has the arrows, and dragging with it selects text.
  const isTouch = (event: PointerEvent) => event.pointerType !== 'mouse';
  const touch = (down: boolean) => (event: PointerEvent) => {
    if (!isTouch(event)) return;
    setTouching(down);
    setTouches((count) => count + 1);
  };
  const touchEnded = touch(false);
  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!isTouch(event) || !event.isPrimary) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ pointerId: event.pointerId, startX: event.clientX, dx: 0 });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (drag?.pointerId === event.pointerId) setDrag({ ...drag, dx: event.clientX - drag.startX });
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (drag?.pointerId !== event.pointerId) return;
      setIndex(swipeTarget(shown, drag.dx, positions));
      setDrag(null);
    },
    // The browser took the gesture over (a vertical scroll): the cards go back where they were.
    onPointerCancel: () => setDrag(null),
  };
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
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onPointerDown={touch(true)}
      onPointerUp={touchEnded}
      onPointerCancel={touchEnded}
      // Keyboard focus pauses; the focus a mouse click leaves on an arrow does not.
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
            {ARROWS.map(({ step, label, path, end }) => (
              <button
                key={step}
                type="button"
                className={styles.arrow}
                aria-label={label}
                aria-disabled={!hydrated || shown === end(positions)}
                onClick={() => move(step)}
              >
                <LineIcon path={path} size={20} strokeWidth={2.5} />
              </button>
            ))}
          </div>
        </div>
        {/* Focusable, so the arrow keys can move the cards without going through the buttons. */}
        <div
          className={styles.viewport}
          ref={viewportRef}
          tabIndex={0}
          role="group"
          aria-labelledby="categories-heading"
          {...swipe}
        >
          <ul
            className={styles.track}
            ref={trackRef}
            data-dragging={drag !== null}
            style={{ transform: `translateX(${-trackOffset}px)` }}
          >
            {categories.map((category, position) => (
              <li
                key={category._id}
                id={categoryAnchor(category._id)}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={HOME_TEXT.slideLabel(position + 1, count, stegaClean(category.title))}
              >
                <article className={styles.card}>
                  <ContentImage image={category.img} sizes="18rem" />
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
