/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { moveCarousel, type CarouselMove } from '../carousel-index';
import { categoryAnchor } from '@/lib/anchors';
import { useHashTarget } from '@/hooks/use-hash-target';
import { HOME_TEXT } from '../strings';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Container } from '@/components/ui/Container';
import { ContentImage, type ContentImageData } from '@/components/ui/ContentImage';
import { colors, focusRing, fontSize, layout, motion, radius, shadow, space } from '@/styles/theme';

const CAROUSEL_STEP_PX = 288;
const CAROUSEL_INTERVAL_MS = 3000;

const section = css({ padding: `${space.xxl} 0` });
const top = css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: space.md, '& > div:first-of-type': { marginBottom: 0 } });
const arrows = css({ display: 'flex', gap: space.sm, flexShrink: 0 });
const arrow = css({
  width: layout.tapTarget,
  height: layout.tapTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.pill,
  border: `2px solid ${colors.primary}`,
  background: colors.white,
  color: colors.primary,
  cursor: 'pointer',
  transition: `background ${motion.fast}`,
  '&:hover': { background: colors.primaryTint },
  '&:focus-visible': focusRing,
  '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
});
// Room around the cards for their (snug) shadow, which the clipping would otherwise cut into a hard edge.
const SHADOW_ROOM_PX = 12;
const viewport = css({
  // clip, not hidden: jumping to a card's anchor must not scroll the window sideways under the transform.
  overflow: ['hidden', 'clip'],
  marginTop: space.lg,
  marginInline: `-${SHADOW_ROOM_PX}px`,
  padding: `${space.sm} ${SHADOW_ROOM_PX}px ${space.md}`,
  borderRadius: radius.lg,
  '&:focus-visible': focusRing,
});
const track = css({ position: 'relative', display: 'flex', listStyle: 'none', margin: 0, padding: 0, transition: 'transform 0.6s ease' });
const slide = css({ flex: '0 0 18rem', paddingRight: space.md });
const card = css({
  height: '100%',
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.snug,
  overflow: 'hidden',
  img: { width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', background: colors.primaryTint },
  h3: { fontSize: fontSize.lg, padding: `${space.md} ${space.md} ${space.xs}` },
  p: {
    // Margin, not padding: padding would show the start of a fourth line below the clamp.
    margin: `0 ${space.md} ${space.md}`,
    color: colors.muted,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

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
 * Category cards that advance every 3 s (pausing while hovered or focused and under reduced motion),
 * by the arrows or the arrow keys. The last position is the one where the last card meets the right
 * edge; auto-advance then starts again from the first.
 */
export function CategoryCarousel({ title, categories }: { title: string; categories: Category[] }) {
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

  useEffect(() => {
    if (hovered || focused || reducedMotion || positions < 2) return;
    const timer = window.setInterval(() => setIndex((current) => moveCarousel(current, 'auto', positions)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hovered, focused, reducedMotion, positions]);

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
      css={section}
      aria-roledescription="carousel"
      aria-labelledby="categories-heading"
      id="categories"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Container>
        <div css={top}>
          <SectionHeading id="categories-heading" title={title} align="left" />
          <div css={arrows}>
            <button type="button" css={arrow} aria-label={HOME_TEXT.previousCategory} aria-disabled={shown === 0} onClick={() => move('previous')}>
              <Chevron direction="left" />
            </button>
            <button type="button" css={arrow} aria-label={HOME_TEXT.nextCategory} aria-disabled={shown === positions - 1} onClick={() => move('next')}>
              <Chevron direction="right" />
            </button>
          </div>
        </div>
        {/* Focusable, so the arrow keys can move the cards without going through the buttons. */}
        <div css={viewport} ref={viewportRef} tabIndex={0} role="group" aria-labelledby="categories-heading">
          <ul css={track} ref={trackRef} style={{ transform: `translateX(-${offset}px)` }}>
            {categories.map((category, position) => (
              <li key={category._id} id={categoryAnchor(category._id)} css={slide} aria-roledescription="slide" aria-label={HOME_TEXT.slideLabel(position + 1, count, category.title)}>
                <article css={card}>
                  <ContentImage image={category.img} sizes="18rem" decorative />
                  <h3>{category.title}</h3>
                  <p>{category.shortcontent}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
